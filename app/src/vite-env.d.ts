/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API the app talks to: the sandbox's URL, set by `scripts/start-app.ts`. */
  readonly VITE_SITEKIT_API?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
