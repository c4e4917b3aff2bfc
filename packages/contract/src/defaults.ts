/**
 * Development defaults shared by the server and the console build. Production must override the
 * client credentials (the server refuses to start in production with these values).
 */
export const DEV_API_CLIENT_ID = 'research-console';
export const DEV_API_CLIENT_SECRET = 'dev-console-secret';
export const DEFAULT_PRODUCT_NAME = 'Research Console';
export const SESSION_COOKIE = 'rc_session';
/** The meta tag in which the server gives its console the client credentials at run time (`id:secret`). */
export const API_CLIENT_META = 'rc-api-client';
/**
 * The meta tags in which the server gives its console the error reporting settings at run time
 * (its SENTRY_DSN and SENTRY_ENVIRONMENT). The DSN tag is always there, empty when reporting is off,
 * so a served console never falls back to a DSN its build may know.
 */
export const ERROR_REPORTING_META = { dsn: 'rc-error-reporting-dsn', environment: 'rc-error-reporting-environment' } as const;
