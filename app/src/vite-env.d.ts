/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API the app talks to: the sandbox's URL, set by `scripts/start-app.ts`. */
  readonly VITE_SITEKIT_API?: string;
  /** Comma-separated collection slugs the app starts out knowing (the platform has no collection listing). */
  readonly VITE_SITEKIT_COLLECTIONS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
