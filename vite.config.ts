/**
 * The store's build, composed of the modules of build/ (each says what it does and why): the boot
 * script and prerendering (how a page loads: docs/page-loading.md), the local services, MUI without
 * the parts the theme leaves unused, the chunks the app is split into, the constants written into
 * its code, and in `vite preview` Firebase Hosting's headers and rewrites. Then the
 * Vitest projects of the unit and component tests.
 */
import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bootScript } from './build/boot-script';
import { storeChunks } from './build/chunks';
import { compileHints } from './build/compile-hints';
import { hostingHeaders } from './build/hosting-config';
import { localServices, SERVICES_ENTRY } from './build/local-services';
import { muiWithoutUnusedParts } from './build/mui-theme';
import { NODE_OUT_DIR, prerender, shellFallback } from './build/prerender';
import { storeConstants } from './build/store-constants';
import { DEFAULT_PORT, parseEnv } from './src/config/env-schema';

/** The tests that render pages with the prerenderer (src/entry-prerender.tsx): a project of their own. */
const PRERENDERING_TESTS = ['build/sitemap.test.ts', 'build/agent-files.test.ts'];

export default defineConfig(({ mode }) => {
  const port = Number(process.env.PORT) || DEFAULT_PORT;
  const appEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'), { port });
  const mock = appEnv.mode === 'mock';

  return {
    plugins: [
      localServices({ enabled: mock, nodeOutDir: NODE_OUT_DIR }),
      muiWithoutUnusedParts(),
      react(),
      bootScript({ entry: 'src/main.tsx' }),
      compileHints(),
      prerender({ mock, servicesEntry: SERVICES_ENTRY }),
      hostingHeaders(),
      shellFallback(),
    ],
    define: storeConstants(appEnv),
    server: { port },
    preview: { port },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // The boot script preloads the app's modules itself (build/boot-script.ts); every browser the
      // build targets knows modulepreload.
      modulePreload: { polyfill: false },
      rollupOptions: { output: { codeSplitting: storeChunks } },
    },
    test: {
      // One test worker per core: Vitest's default leaves a core to its main process, which on a
      // two-core machine halves the run for nothing (measured on two cores: 158 s with one worker, 124 to 142 s with two).
      maxWorkers: '100%',
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
            exclude: [...configDefaults.exclude, ...PRERENDERING_TESTS],
            restoreMocks: true,
            // Test files share one module graph per worker (3x faster); tests/setup.ts unmounts the DOM
            // and resets the MSW handlers after every test, and the render helpers make a new QueryClient.
            isolate: false,
            testTimeout: 60_000,
          },
        },
        {
          // The tests that prerender pages as the build does, each file in a module graph of its own:
          // React's server renderer, made to own its process, leaves its context values as its last
          // task had them (a page part it waited for), which a browser render sharing the graph reads.
          extends: true,
          test: {
            name: 'prerender',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: PRERENDERING_TESTS,
            restoreMocks: true,
            testTimeout: 60_000,
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
            testTimeout: 60_000,
          },
        },
      ],
    },
  };
});
