/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin for API calls; empty means the page's own origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
