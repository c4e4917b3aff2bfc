import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ErrorReportingConfig } from '@/config.ts';

/**
 * The console's Content-Security-Policy: scripts only from this origin (the build has no inline
 * script), styles from this origin plus inline (Mantine writes its CSS variables and React its
 * style attributes inline), images also from data:/blob: (previews before upload) and https:
 * (outside images a rich text or a slide may name), no plugins, no framing by anyone.
 */
export const CONSOLE_CSP: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What an uploaded file may do when opened on its own: nothing but show itself. With nosniff and
 * the type judged from its bytes at upload, a file that is also HTML (a polyglot) never runs.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The console's policy for this configuration. With error reporting on, the page may also send
 * reports to the DSN's origin (and nowhere else) and start the session replay's compression worker,
 * which Sentry makes from a blob: URL; with it off, the policy is CONSOLE_CSP exactly.
 */
export function consoleCsp(errorReporting: Pick<ErrorReportingConfig, 'origin'> | undefined): Record<string, string[]> {
  const directives = Object.fromEntries(Object.entries(CONSOLE_CSP).map(([name, sources]) => [name, [...sources]]));
  if (errorReporting) {
    directives['connect-src']!.push(errorReporting.origin);
    directives['worker-src'] = ["'self'", 'blob:'];
  }
  return directives;
}

const helmetOptions = (errorReporting: Pick<ErrorReportingConfig, 'origin'> | undefined): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: consoleCsp(errorReporting) },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // Outside images in previews must still load.
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer
 * (@fastify/helmet builds helmet's middleware anew on every request, ~2 % of a read's time).
 */
export function securityHeaders(
  errorReporting: Pick<ErrorReportingConfig, 'origin'> | undefined,
): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const collect = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(errorReporting))({} as IncomingMessage, collect as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * Security headers on every answer (console, API, media), in every environment. Set on the raw
 * response as the request arrives, so an answer that needs its own (media, the API docs page) sets
 * them over these.
 */
export function registerSecurityHeaders(app: FastifyInstance, errorReporting: ErrorReportingConfig | undefined): void {
  const headers = securityHeaders(errorReporting);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
