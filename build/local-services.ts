/**
 * The local services (mocks/services.ts): with no backend configured, `npm run dev` and `npm start`
 * answer the Storefront API, Sanity's query API, Firebase's Auth, Firestore and callable Functions
 * and the CDNs' files themselves, on the store's own origin, at the paths the real services (or
 * Google's emulators) use: each request is answered by MSW's handlers (`getResponse`, MSW's own
 * way to resolve a request outside a worker), and every request they do not handle goes on to Vite. The dev server loads the services from source; `vite preview`
 * loads them from the build's Node output (build/prerender.ts builds them beside the prerenderer).
 * They load on their first request, so the store answers at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect, Plugin } from 'vite';
import type * as Services from '../mocks/services';

export const SERVICES_ENTRY = 'mocks/services.ts';

/** The data folder: STORE_DATA_DIR, else the default, relative to the project. */
function dataFolder(root: string, defaultFolder: string): string {
  return path.resolve(root, process.env.STORE_DATA_DIR || defaultFolder);
}

/** The Fetch API request Node's request stands for (HTTP/1.1 or HTTP/2, whose pseudo-headers are left out). */
function fetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const host = req.headers.host ?? req.headers[':authority'];
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `${secure ? 'https' : 'http'}://${String(host)}`), {
    method,
    headers,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }),
  });
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as never).pipe(res);
}

/** Answers a request with the handlers that match it; any other request goes on to Vite. */
function servicesMiddleware(root: string, load: () => Promise<typeof Services>): Connect.NextHandleFunction {
  let handlers: Promise<RequestHandler[]> | undefined;
  return (req, res, next) => {
    handlers ??= load().then((services) =>
      services.startLocalServices({
        dataFolder: dataFolder(root, services.DEFAULT_DATA_FOLDER),
        testFaults: process.env.STORE_TEST_FAULTS === 'allow',
      }),
    );
    handlers
      .then(async (all) => {
        const response = await getResponse(all, fetchRequest(req));
        if (response) await send(response, res);
        else next();
      })
      .catch(next);
  };
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
