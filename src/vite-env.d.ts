/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A label of this build (optional), shown as <html data-build>. */
  readonly VITE_BUILD_ID?: string;
}
