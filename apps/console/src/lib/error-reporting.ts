import type * as SentryModule from '@sentry/react';
import { ENV } from './env.ts';

let sentry: typeof SentryModule | undefined;

/**
 * Error reporting starts only when the server gives a DSN (SENTRY_DSN), and is loaded on demand so
 * it never weighs on the sign-in screen. Sample rates follow section 9: every trace, one session in
 * ten replayed, every session with an error replayed. Replays show the page's layout only: every
 * text and input masked, media blocked, no request or answer headers or bodies (Sentry's defaults,
 * written out so they cannot change with an upgrade). The session cookie is HttpOnly and the client
 * header's value is no longer in the page (env.ts), so neither can be recorded.
 */
export async function initErrorReporting(): Promise<void> {
  if (!ENV.sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: ENV.sentryDsn,
    environment: ENV.sentryEnvironment,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        networkDetailAllowUrls: [],
        networkCaptureBodies: false,
      }),
    ],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    sendDefaultPii: false,
  });
  sentry = Sentry;
}

export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else if (import.meta.env.DEV) console.error(error);
}
