import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { WEBHOOK_HEADERS, type WebhookOutcome } from '@rc/contract/webhook';
import { resolveTarget, type ResolvedAddress, type Resolver } from './webhook-address.ts';

/** A receiver has this long to answer, from the connection to the end of its answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of an answer that is not 2xx, this much is kept as the attempt's error, to show staff why. */
const ANSWER_KEPT = 300;

export type AttemptResult = {
  outcome: WebhookOutcome;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
};

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body with the webhook's secret. */
export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Connect to the address that was checked, whatever the name resolves to by now. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

/**
 * One signed POST of a delivery's body: the URL's host is resolved and checked first (refused:
 * nothing is sent), then the checked address is called. 2xx is delivered; anything else, a
 * redirect included (never followed), a timeout or a broken connection, is a failure.
 */
export async function sendSigned(
  target: { url: string; secret: string },
  delivery: { id: string; event: string; body: string },
  options: { allowPrivate: boolean; resolve: Resolver; timeoutMs?: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(target.url);
  const checked = await resolveTarget(url, options.allowPrivate, options.resolve);
  if (!checked.ok)
    return { outcome: checked.unresolved ? 'failed' : 'refused', statusCode: null, durationMs: took(), error: checked.reason };
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const request = (url.protocol === 'https:' ? https : http).request(url, {
    method: 'POST',
    agent: false,
    lookup: pinnedLookup(checked.address),
    ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(delivery.body),
      'user-agent': 'ResearchConsole-Webhooks/1',
      [WEBHOOK_HEADERS.event]: delivery.event,
      [WEBHOOK_HEADERS.delivery]: delivery.id,
      [WEBHOOK_HEADERS.signature]: signatureOf(target.secret, delivery.body),
    },
  });
  return new Promise<AttemptResult>((resolve) => {
    let done = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
      resolve({ outcome: delivered ? 'delivered' : 'failed', statusCode, durationMs: took(), error: delivered ? null : error });
    };
    const timer = setTimeout(() => {
      finish(null, `No answer within ${timeoutMs / 1000} s`);
      request.destroy();
    }, timeoutMs);
    request.on('error', (err) => finish(null, err.message || String(err)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_KEPT) chunks.push(chunk);
        kept += chunk.length;
      });
      response.on('error', (err) => finish(status, err.message));
      response.on('end', () => {
        const answer = Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_KEPT).trim();
        if (status >= 300 && status < 400)
          finish(status, `Redirect to ${response.headers.location ?? '(no location)'} not followed: give the final address`);
        else finish(status, `The receiver answered ${status}${answer ? `: ${answer}` : ''}`);
      });
    });
    request.end(delivery.body);
  });
}
