import { API, API_BASE } from '@rc/contract/api-paths';
import { CIRCLE_EVENT_TOTAL } from '@rc/contract/circle';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { readServerSentEvents } from '@rc/contract/server-sent-events';

/** The headers of a signed-in console: the client header and the session cookie. */
export type Caller = { authorization: string; cookie?: string };

export const clientHeader = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** Sign in on one node; answers the session cookie (`name=value`). */
export async function signIn(base: string, authorization: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${API_BASE}${API.auth.login}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('sign-in answered without a session cookie');
  return cookie.split(';')[0]!;
}

/** GET an `/api` path and answer `data` of a 200 (anything else throws). */
export async function get<T>(base: string, apiPath: string, caller: Caller): Promise<T> {
  const res = await fetch(`${base}${API_BASE}${apiPath}`, { headers: { ...caller } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${apiPath}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** POST JSON to an `/api` path and answer `data` of a 2xx (anything else throws). */
export async function post<T>(base: string, apiPath: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const res = await fetch(`${base}${API_BASE}${apiPath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`POST ${apiPath}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * A GET as a careful client makes it: a refused connection, a 502 or a 503 is tried again, up to
 * `tries` times. Answers the status of the last try (0: no answer at all) and how many tries it took.
 */
export async function getWithRetry(url: string, caller: Caller, tries = 3): Promise<{ status: number; tries: number }> {
  let status = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { ...caller }, signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    if (![0, 502, 503].includes(status) || attempt === tries) return { status, tries: attempt };
    await new Promise((r) => setTimeout(r, 100 * attempt));
  }
}

/** The Circle badge stream of one console: the totals it was told, as they came. */
export async function openBadgeStream(base: string, caller: Caller) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API_BASE}${API.circleEvents}`, { headers: { ...caller }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`badge stream: ${res.status}`);
  const totals: Array<{ total: number; at: number }> = [];
  const events = readServerSentEvents(res.body);
  void (async () => {
    try {
      for await (const { event, data } of events) {
        if (event === CIRCLE_EVENT_TOTAL) totals.push({ total: JSON.parse(data).totalRequest, at: performance.now() });
      }
    } catch {
      // closed
    }
  })();
  return {
    /** When (performance.now()) the stream told `total`, waiting up to `timeoutMs`; undefined if it never did. */
    async told(total: number, timeoutMs: number): Promise<number | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = totals.find((t) => t.total === total);
        if (hit || Date.now() > deadline) return hit?.at;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => controller.abort(),
  };
}
