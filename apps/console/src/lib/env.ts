import {
  API_CLIENT_META,
  DEFAULT_PRODUCT_NAME,
  DEV_API_CLIENT_ID,
  DEV_API_CLIENT_SECRET,
  ERROR_REPORTING_META,
} from '@rc/contract/defaults';

type Page = Pick<Document, 'querySelector'>;
const metaTag = (doc: Page | undefined, name: string) => doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`) ?? null;

/**
 * The client credentials the server put in the page (its own API_CLIENT_ID / API_CLIENT_SECRET,
 * read at run time), so the same build works with every deployment's values.
 */
export function servedClientCredentials(doc: Page | undefined): { id: string; secret: string } | undefined {
  const value = metaTag(doc, API_CLIENT_META)?.content ?? '';
  const colon = value.indexOf(':');
  if (colon <= 0 || colon === value.length - 1) return undefined;
  return { id: value.slice(0, colon), secret: value.slice(colon + 1) };
}

/**
 * Where the server says errors are reported (its SENTRY_DSN and SENTRY_ENVIRONMENT): an empty DSN
 * when reporting is off. Undefined when the page does not come from the server (the Vite dev server).
 */
export function servedErrorReporting(doc: Page | undefined): { dsn: string; environment: string } | undefined {
  const dsn = metaTag(doc, ERROR_REPORTING_META.dsn);
  if (!dsn) return undefined;
  return { dsn: dsn.content, environment: metaTag(doc, ERROR_REPORTING_META.environment)?.content || 'staging' };
}

const page = typeof document === 'undefined' ? undefined : document;
const served = servedClientCredentials(page);
const servedReporting = servedErrorReporting(page);
// Read once, then taken out of the page: the client header's value is kept in memory only, so
// nothing that records or reads the page later (a session replay records the head too) finds it.
metaTag(page, API_CLIENT_META)?.remove();

/**
 * Configuration: the client credentials and where errors are reported come from the page the
 * server sent; without one (the Vite dev server) from the build's env, then the development defaults.
 */
export const ENV = {
  apiClientId: served?.id ?? (import.meta.env.VITE_API_CLIENT_ID || DEV_API_CLIENT_ID),
  apiClientSecret: served?.secret ?? (import.meta.env.VITE_API_CLIENT_SECRET || DEV_API_CLIENT_SECRET),
  productName: import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
  sentryDsn: servedReporting ? servedReporting.dsn : import.meta.env.VITE_SENTRY_DSN || '',
  sentryEnvironment: servedReporting ? servedReporting.environment : import.meta.env.VITE_SENTRY_ENVIRONMENT || 'staging',
} as const;
