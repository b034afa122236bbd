/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error-reporting DSN; reporting stays off when it is absent. */
  readonly VITE_SENTRY_DSN?: string;
}
