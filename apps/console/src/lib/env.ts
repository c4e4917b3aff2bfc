import { DEFAULT_PRODUCT_NAME, DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';

/** Build-time configuration (Vite env). Empty values fall back to the development defaults. */
export const ENV = {
  apiClientId: import.meta.env.VITE_API_CLIENT_ID || DEV_API_CLIENT_ID,
  apiClientSecret: import.meta.env.VITE_API_CLIENT_SECRET || DEV_API_CLIENT_SECRET,
  productName: import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || '',
  sentryEnvironment: import.meta.env.VITE_SENTRY_ENVIRONMENT || 'staging',
} as const;
