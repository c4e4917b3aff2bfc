import type * as SentryModule from '@sentry/react';
import { ENV } from './env.ts';

let sentry: typeof SentryModule | undefined;

/**
 * Error reporting starts only when a DSN is configured, and is loaded on demand so it never weighs
 * on the sign-in screen. Sample rates follow section 9.
 */
export async function initErrorReporting(): Promise<void> {
  if (!ENV.sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: ENV.sentryDsn,
    environment: ENV.sentryEnvironment,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
  sentry = Sentry;
}

export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else if (import.meta.env.DEV) console.error(error);
}
