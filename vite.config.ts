/// <reference types="vitest/config" />
/**
 * The build composes the plugins of build/ (each says what it does and why): the boot script and
 * prerendering (how a page loads: docs/page-loading.md), mock mode's files, MUI without the parts the theme
 * leaves unused, and in `vite preview` compression and Firebase Hosting's headers and rewrites. Tests: the Vitest projects below.
 */
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScript } from './build/boot-script';
import { previewCompression } from './build/compression';
import { hostingHeaders } from './build/hosting-config';
import { MOCK_START_MODULE, mockBackends } from './build/mock-backends';
import { muiWithoutUnusedParts } from './build/mui-theme';
import { buildAndPrerender, PRERENDER_ENTRY, PRERENDER_OUT_DIR, shellFallback } from './build/prerender';
import { parseEnv } from './src/config/env-schema';

export default defineConfig(({ mode }) => {
  const appEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const mock = appEnv.mode === 'mock';
  const port = Number(process.env.PORT) || 5173;

  return {
    plugins: [
      muiWithoutUnusedParts(),
      react(),
      mockBackends(mock),
      bootScript({ entry: 'src/main.tsx', preloadWith: mock ? [MOCK_START_MODULE] : [] }),
      previewCompression(),
      hostingHeaders(),
      shellFallback(),
    ],
    define: {
      __MOCK_BACKENDS__: JSON.stringify(mock),
      __STORE_ENV__: JSON.stringify(appEnv),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    server: { port },
    preview: { port },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // The boot script preloads the app's modules itself (build/boot-script.ts); every browser the
      // build targets knows modulepreload.
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          // Everything a page needs before any route (React, the router, MUI's core, the frame) in
          // one chunk rather than two dozen small shared ones: fewer requests, one gzip stream.
          // (index.html's own module is empty: the boot script names the entry.) The small modules
          // nearly every page uses (Typography, Stack, the page's meta, text for some readers only,
          // the † of claims and its statement, useQuery) make one shared chunk: a page's own code
          // then arrives in fewer requests.
          codeSplitting: {
            groups: [
              { name: 'store', tags: ['$initial'], test: (id) => !id.endsWith('.html') },
              {
                name: 'shared',
                test: /[\\/](@mui[\\/]material[\\/](Typography|Stack)|src[\\/]components[\\/](page-meta|visually-hidden|no-script-note|claim-mark|claim-statement)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useQuery)/,
              },
            ],
          },
        },
      },
    },
    environments: {
      ssr: {
        build: {
          outDir: PRERENDER_OUT_DIR,
          emptyOutDir: true,
          manifest: false,
          rollupOptions: { input: PRERENDER_ENTRY },
        },
      },
    },
    builder: { buildApp: buildAndPrerender(mock) },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'schemas/**/*.test.ts',
              'build/**/*.test.ts',
              'tests/unit/**/*.test.{ts,tsx}',
            ],
            restoreMocks: true,
            // Test files share one module graph per worker (3x faster); tests/setup.ts unmounts the DOM
            // and resets the MSW handlers after every test, and the render helpers make a new QueryClient.
            isolate: false,
            testTimeout: 15_000,
          },
        },
        {
          // The Cloud Functions run in Node with their own fakes (msw/node, a local Firestore): no
          // DOM, no app setup, and a fresh module graph per file since firebase-admin keeps state.
          test: {
            name: 'functions',
            root: './functions',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            restoreMocks: true,
            testTimeout: 15_000,
          },
        },
      ],
    },
  };
});
