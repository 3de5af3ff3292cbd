/**
 * The local services (mocks/services.ts): with no backend configured, `npm run dev` and `npm start`
 * answer the Storefront API, Sanity's query API, Firebase's Auth, Firestore and callable Functions
 * and the CDNs' files themselves, on the store's own origin, at the paths the real services (or
 * Google's emulators) use. MSW's handlers are served over HTTP by @mswjs/http-middleware; every
 * other request goes on to Vite. The dev server loads the services from source; `vite preview`
 * loads them from the build's Node output (build/prerender.ts builds them beside the prerenderer).
 * They load on their first request, so the store answers at once.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import type { Connect, Plugin } from 'vite';
import type * as Services from '../mocks/services';

export const SERVICES_ENTRY = 'mocks/services.ts';

/** The data folder: STORE_DATA_DIR, else the default, relative to the project. */
function dataFolder(root: string, defaultFolder: string): string {
  return path.resolve(root, process.env.STORE_DATA_DIR || defaultFolder);
}

function servicesMiddleware(root: string, load: () => Promise<typeof Services>): Connect.NextHandleFunction {
  let answer: Promise<express.RequestHandler> | undefined;
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    answer ??= load().then((services) =>
      createMiddleware(
        ...services.startLocalServices({
          dataFolder: dataFolder(root, services.DEFAULT_DATA_FOLDER),
          testFaults: process.env.STORE_TEST_FAULTS === 'allow',
        }),
      ),
    );
    answer.then((handle) => handle(req, res, next), next);
  });
  return app as Connect.NextHandleFunction;
}

export function localServices({ enabled, nodeOutDir }: { enabled: boolean; nodeOutDir: string }): Plugin {
  return {
    name: 'store:local-services',
    configureServer(server) {
      if (!enabled) return;
      const load = () => server.ssrLoadModule(`/${SERVICES_ENTRY}`) as Promise<typeof Services>;
      server.middlewares.use(servicesMiddleware(server.config.root, load));
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      const built = path.resolve(server.config.root, nodeOutDir, 'services.js');
      const load = () => import(pathToFileURL(built).href) as Promise<typeof Services>;
      server.middlewares.use(servicesMiddleware(server.config.root, load));
    },
  };
}
