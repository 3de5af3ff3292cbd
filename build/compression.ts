/**
 * `vite preview` compresses what it serves (brotli or gzip), as Firebase Hosting does: `npm start`
 * and the benchmarks then download the store as a shopper would.
 */
import compression from 'compression';
import type { Connect, Plugin } from 'vite';

export function previewCompression(): Plugin {
  return {
    name: 'store:preview-compression',
    configurePreviewServer(server) {
      server.middlewares.use(compression() as Connect.NextHandleFunction);
    },
  };
}
