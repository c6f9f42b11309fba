/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The static client header every request carries (docs/product.md §7); the server knows the same value. */
  readonly VITE_CLIENT_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
