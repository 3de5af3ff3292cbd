import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The store's layers (docs/architecture.md), from the top: app → features → components → lib →
 * domain and config, with the MCP server (src/agent) beside the app, above lib: it answers agents
 * with the pages' reads and rules, never their React. A layer imports only the layers below it; a feature never imports another
 * feature; only `src/lib` talks to vendor SDKs; `src/domain` is plain TypeScript (no React, no
 * SDK); the app never imports the mock backends (main.tsx loads them in mock mode). The rules are
 * `import-x/no-restricted-paths` zones, resolved by TypeScript's own resolution, so a relative path
 * of any depth is caught; `tests/unit/layers.test.ts` proves each one refuses a violation.
 */
const layersBelow = {
  'src/app': [],
  'src/agent': ['src/app', 'src/features', 'src/components'],
  'src/features': ['src/app'],
  'src/components': ['src/app', 'src/features'],
  'src/lib': ['src/app', 'src/features', 'src/components'],
  'src/domain': ['src/app', 'src/features', 'src/components', 'src/lib'],
  'src/config': ['src/app', 'src/features', 'src/components', 'src/lib', 'src/domain'],
};

const features = readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const layerZones = [
  ...Object.entries(layersBelow).flatMap(([target, above]) =>
    above.map((from) => ({
      target,
      from,
      message: `${target} is below ${from}: move the shared code down (app → features → components → lib → domain, config).`,
    })),
  ),
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared code to components/, lib/ or domain/.',
  })),
  {
    target: [
      'src/app',
      'src/features',
      'src/components',
      'src/lib',
      'src/domain',
      'src/config',
      'src/*.{ts,tsx}',
    ],
    from: 'src/agent',
    message:
      'Only the local services and the Functions run the MCP server (src/agent): the browser app never imports it.',
  },
];

/** Only the build's prerender entry runs the local services' handlers, in its own process. */
const entries = ['src/entry-prerender.tsx'];
const noMocks = {
  target: 'src',
  from: 'mocks',
  message: 'The app never imports the local services (the prerender entry runs them in mock mode).',
};

const vendorSdks = [
  '@sanity/client',
  '@sanity/client/*',
  '@sanity/visual-editing',
  '@sanity/visual-editing/*',
  '@sanity/preview-url-secret',
  '@sanity/preview-url-secret/*',
  'graphql-request',
  '@shopify/hydrogen-react',
  'groq-js',
  'msw',
  'msw/*',
];
const onlyLibTalksToVendors = [
  { group: vendorSdks, message: 'Only src/lib talks to vendor SDKs.' },
  { regex: '^firebase(/|$)', message: 'Only src/lib talks to vendor SDKs.' },
];

/** How import-x reads and finds modules: TypeScript's own resolution, for both tsconfig projects. */
const importSettings = {
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['tsconfig.json', 'functions/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

/** Test code and its helpers stand in for backends and render any layer on purpose. */
const testCode = [
  '**/*.test.{ts,tsx}',
  'src/components/testing/**',
  'src/app/testing/**',
  'src/features/*/test-*.ts',
  'src/components/*/test-*.ts',
];

export default tseslint.config(
  {
    ignores: ['dist', 'studio/dist', 'studio/.sanity', 'functions/lib', 'coverage', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importSettings,
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No module may import itself back through others, anywhere (app, mocks, Functions, build).
      // A cycle can only run through the repository's own files, so the rule does not walk into
      // packages (ignoreExternal): 4 s instead of 21 s of the lint run.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The scripts of the bench, the rules tests and the emulators: no cycles there either.
    files: ['**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A file over 300 lines usually does two jobs: split it, or say at its top why it stays whole.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: [...testCode, 'tests/**', '**/*.generated.ts', 'src/lib/shopify/generated/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // The boot script: the classic script of every page (build/boot-script.ts).
    files: ['src/lib/hydration/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testCode,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, noMocks] }] },
  },
  {
    files: entries,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', ...testCode],
    rules: { 'no-restricted-imports': ['error', { patterns: onlyLibTalksToVendors }] },
  },
  {
    // Shared pieces show what a feature hands them; the features reach the services. A shared piece
    // that exists to reach one (Add to Cart, the stack check) says why where it imports it.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: testCode,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...onlyLibTalksToVendors,
            {
              regex: '(^|/)lib/(shopify|sanity|firebase)(/|$)',
              allowTypeImports: true,
              message:
                'components/ does not reach a service: a feature does, or say why with an eslint-disable-next-line comment.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: testCode,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...onlyLibTalksToVendors,
            {
              regex: '^(react|react-dom|@mui/|@emotion/|@tanstack/|@portabletext/|@sanity/|groq$)',
              message: 'src/domain is plain TypeScript: no React, no UI kit, no vendor SDK.',
            },
          ],
        },
      ],
    },
  },
);
