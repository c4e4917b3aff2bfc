import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';
import { api, type StreamEvent } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { registerNavigate } from './navigation.ts';

/** A response whose body arrives in these chunks, as a server-sent event stream does. */
function streamOf(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('api.stream (server-sent events through the one client)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the console header and the cookie, and hands over each event, even when frames arrive split', async () => {
    const fetch = vi.fn(async () =>
      streamOf([
        'retry: 3000\n\nevent: total\nda',
        'ta: {"totalRequest":4}\n\n: keep-alive\n\n',
        'event: total\ndata: {"totalRequest":3}\n\n',
      ]),
    );
    vi.stubGlobal('fetch', fetch);
    const events: StreamEvent[] = [];
    await api.stream('/circle-research/events', { signal: new AbortController().signal, onEvent: (e) => events.push(e) });
    expect(events).toEqual([
      { event: 'total', data: '{"totalRequest":4}' },
      { event: 'total', data: '{"totalRequest":3}' },
    ]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/circle-research/events');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa(`${DEV_API_CLIENT_ID}:${DEV_API_CLIENT_SECRET}`)}`,
    );
    expect((init.headers as Record<string, string>).Accept).toBe('text/event-stream');
  });

  it('refuses like any call: a 403 is an ApiError (no toast for a GET), a 401 goes to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No read.' } }), { status: 403 })),
    );
    const refused = await api
      .stream('/circle-research/events', { signal: new AbortController().signal, onEvent: () => {} })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);

    const navigate = vi.fn();
    registerNavigate(navigate);
    window.history.replaceState(null, '', '/circle-research-content/landing');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Signed out.' } }), { status: 401 }),
      ),
    );
    const expired = await api
      .stream('/circle-research/events', { signal: new AbortController().signal, onEvent: () => {} })
      .catch((e: unknown) => e);
    expect((expired as ApiError).handled).toBe(true);
    expect(navigate).toHaveBeenCalled();
  });
});
