import { defineConfig } from '@hey-api/openapi-ts';

// The input is the Redocly bundle of openapi/platform.yaml; scripts/generate.ts writes it first.
export default defineConfig({
  input: './generated/platform.bundled.yaml',
  output: {
    path: './generated',
    clean: false,
    importFileExtension: '.js',
  },
  plugins: [
    '@hey-api/client-axios',
    '@hey-api/typescript',
    { name: 'zod', compatibilityVersion: 'mini' },
    // The SDK functions carry no validators: the operation table (generated/operations.gen.ts) checks requests with
    // the schemas of generated/zod-lazy.gen.ts, built on first use, and answers only when asked to (sitekit/validation).
    // Nor the contract's security schemes: sitekit's request interceptor sets every credential (src/http/), and the
    // site's client is given no `auth` for the generated client to apply.
    {
      name: '@hey-api/sdk',
      validator: false,
      auth: false,
    },
    '@tanstack/react-query',
  ],
});
