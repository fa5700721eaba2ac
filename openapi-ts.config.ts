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
    {
      name: '@hey-api/sdk',
      validator: { request: 'zod', response: 'zod' },
    },
    '@tanstack/react-query',
  ],
});
