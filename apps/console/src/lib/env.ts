import { API_CLIENT_META, DEFAULT_PRODUCT_NAME, DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';

/**
 * The client credentials the server put in the page (its own API_CLIENT_ID / API_CLIENT_SECRET,
 * read at run time), so the same build works with every deployment's values.
 */
export function servedClientCredentials(
  doc: Pick<Document, 'querySelector'> | undefined,
): { id: string; secret: string } | undefined {
  const value = doc?.querySelector<HTMLMetaElement>(`meta[name="${API_CLIENT_META}"]`)?.content ?? '';
  const colon = value.indexOf(':');
  if (colon <= 0 || colon === value.length - 1) return undefined;
  return { id: value.slice(0, colon), secret: value.slice(colon + 1) };
}

const served = servedClientCredentials(typeof document === 'undefined' ? undefined : document);

/**
 * Configuration: the client credentials come from the page the server sent; without one (the
 * Vite dev server) from the build's env, then the development defaults.
 */
export const ENV = {
  apiClientId: served?.id ?? (import.meta.env.VITE_API_CLIENT_ID || DEV_API_CLIENT_ID),
  apiClientSecret: served?.secret ?? (import.meta.env.VITE_API_CLIENT_SECRET || DEV_API_CLIENT_SECRET),
  productName: import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || '',
  sentryEnvironment: import.meta.env.VITE_SENTRY_ENVIRONMENT || 'staging',
} as const;
