import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      // Generated code kept beside the hand-written code it builds on (src/react/hooks.gen.ts).
      'src/**/*.gen.ts',
      'dist/**',
      'node_modules/**',
      'app/build/**',
      'app/.react-router/**',
      'app/.vite/**',
      'docs/api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One way to keep a member private: JavaScript's `#name`, which also hides it at run time.
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(PropertyDefinition, MethodDefinition, TSParameterProperty)[accessibility="private"]',
          message: 'Use a #private member instead of TypeScript `private`.',
        },
      ],
    },
  },
);
