/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_CLIENT_ID?: string;
  readonly VITE_API_CLIENT_SECRET?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
