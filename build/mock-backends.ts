/**
 * Mock mode's files: MSW's worker and the mock images are served (dev) and emitted (build) in mock
 * mode only, so a live build ships no mock code and no mock file at all.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { MOCK_IMAGES_PATH, mockImages } from '../mocks/images';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = new URL(`../mocks/public/${WORKER_FILE}`, import.meta.url);

/** The module main.tsx imports first in mock mode: the boot script fetches it with the entry. */
export const MOCK_START_MODULE = 'mocks/on-demand.ts';

export function mockBackends(enabled: boolean): Plugin {
  return {
    name: 'store:mock-backends',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
      const images = mockImages(server.config.root);
      server.middlewares.use(MOCK_IMAGES_PATH, (req, res, next) => {
        const name = decodeURIComponent(new URL(req.url ?? '/', 'http://dev.invalid').pathname.slice(1));
        void images.then((files) => {
          const svg = files.get(name);
          if (svg === undefined) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
    async generateBundle() {
      if (!enabled || this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
      for (const [name, svg] of await mockImages(this.environment.config.root)) {
        this.emitFile({ type: 'asset', fileName: `${MOCK_IMAGES_PATH.slice(1)}/${name}`, source: svg });
      }
    },
  };
}
