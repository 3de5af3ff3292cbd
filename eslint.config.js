import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import zones keep the architecture honest: only `src/lib` talks to vendor SDKs, features do not
 * reach into each other, and nothing in the app imports the mock backends.
 */
const vendorSdks = [
  '@sanity/client',
  'graphql-request',
  '@shopify/hydrogen-react',
  'groq-js',
  'msw',
  'msw/*',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'studio/dist',
      'studio/.sanity',
      'functions/lib',
      'mocks/public',
      'coverage',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The boot script: the classic script of every page (build/boot-script.ts).
    files: ['src/lib/hydration/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: vendorSdks, message: 'Only src/lib talks to vendor SDKs.' },
            { regex: '^firebase(/|$)', message: 'Only src/lib talks to vendor SDKs.' },
            {
              group: ['**/mocks/**'],
              message: 'The app never imports the mock backends (main.tsx loads them in mock mode).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: vendorSdks, message: 'Only src/lib talks to vendor SDKs.' },
            { regex: '^firebase(/|$)', message: 'Only src/lib talks to vendor SDKs.' },
            { group: ['**/app/**'], message: 'Features do not import the app shell.' },
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)(?!components|domain|lib|config)',
              message:
                'A feature does not import another feature; move shared code to components/, domain/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests stand in for the backends (MSW) on purpose.
    files: ['src/**/*.test.{ts,tsx}', 'src/components/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
