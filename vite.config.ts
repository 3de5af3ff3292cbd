/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parseEnv } from './src/config/env-schema';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = new URL(`./mocks/public/${WORKER_FILE}`, import.meta.url);

/** Serves and emits MSW's worker in mock mode only, so a live build ships no mock code at all. */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'store:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
    },
    // The mock backends must start before the first render: fetch their code in parallel with the
    // entry instead of after it.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!enabled || !bundle) return;
        const mocks = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/mocks/browser.ts'),
        );
        if (!mocks || mocks.type !== 'chunk') return;
        const missing = [mocks.fileName, ...mocks.imports].filter((fileName) => !html.includes(fileName));
        return missing.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const appEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const mock = appEnv.mode === 'mock';
  const port = Number(process.env.PORT) || 5173;

  return {
    plugins: [react(), mockServiceWorker(mock)],
    define: { __MOCK_BACKENDS__: JSON.stringify(mock) },
    server: { port },
    preview: { port },
    build: { target: 'es2022', sourcemap: false, manifest: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'schemas/**/*.test.ts',
        'tests/unit/**/*.test.{ts,tsx}',
      ],
      restoreMocks: true,
      // Test files share one module graph per worker (3x faster); tests/setup.ts unmounts the DOM
      // and resets the MSW handlers after every test, and the render helpers make a new QueryClient.
      isolate: false,
      testTimeout: 15_000,
    },
  };
});
