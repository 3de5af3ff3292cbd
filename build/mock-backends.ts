/**
 * Mock mode's files: MSW's worker, the mock images and the seed's files (lab certificates) are
 * served (dev) and emitted (build) in mock mode only, so a live build ships no mock code and no mock
 * file at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { MOCK_FILES_PATH, MOCK_IMAGES_PATH, mockFiles, mockImages } from '../mocks/media/served-files';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = new URL(`../mocks/public/${WORKER_FILE}`, import.meta.url);

/** The module main.tsx imports first in mock mode: the boot script fetches it with the entry. */
export const MOCK_START_MODULE = 'mocks/on-demand.ts';

/** The Content-Type of a seed file, as `vite preview` (and Firebase Hosting) would send it. */
const FILE_TYPES: Record<string, string> = { '.pdf': 'application/pdf' };

/** The file a dev server request asks for: its path under the middleware's mount point. */
function requestedName(req: Connect.IncomingMessage): string {
  return decodeURIComponent(new URL(req.url ?? '/', 'http://dev.invalid').pathname.slice(1));
}

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
        const name = requestedName(req);
        void images.then((files) => {
          const svg = files.get(name);
          if (svg === undefined) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
      // Read on each request, so a rewritten certificate (lab-reports.test.ts -u) is served at once.
      server.middlewares.use(MOCK_FILES_PATH, (req, res, next) => {
        const name = requestedName(req);
        const file = mockFiles(server.config.root).get(name);
        if (file === undefined) return next();
        res.setHeader('Content-Type', FILE_TYPES[path.extname(name)] ?? 'application/octet-stream');
        res.end(file);
      });
    },
    async generateBundle() {
      if (!enabled || this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
      for (const [name, svg] of await mockImages(this.environment.config.root)) {
        this.emitFile({ type: 'asset', fileName: `${MOCK_IMAGES_PATH.slice(1)}/${name}`, source: svg });
      }
      for (const [name, file] of mockFiles(this.environment.config.root)) {
        this.emitFile({ type: 'asset', fileName: `${MOCK_FILES_PATH.slice(1)}/${name}`, source: file });
      }
    },
  };
}
