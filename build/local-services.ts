/**
 * The local services (mocks/services.ts): with no backend configured, `npm run dev` and `npm start`
 * answer the Storefront API, Sanity's query API, Firebase's Auth, Firestore and callable Functions
 * and the CDNs' files themselves, on the store's own origin, at the paths the real services (or
 * Google's emulators) use: each request is answered by MSW's handlers (`getResponse`, MSW's own
 * way to resolve a request outside a worker), and every request they do not handle goes on to Vite. The dev server loads the services from source; `vite preview`
 * loads them from the build's Node output (build/prerender.ts builds them beside the prerenderer).
 * They start with the server, which first takes the data folder (one server per folder:
 * mocks/data-folder-lock.ts) and then reads every table in it: a folder another server holds, or a
 * table that does not read, stops the server with the reason before it answers anything.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect, Plugin } from 'vite';
import { DEFAULT_DATA_FOLDER } from '../mocks/data-folder';
import { leaveDataFolder, serveDataFolder } from '../mocks/data-folder-lock';
import type * as Services from '../mocks/services';

export const SERVICES_ENTRY = 'mocks/services.ts';

/** The data folder: STORE_DATA_DIR, else the default, relative to the project. */
function dataFolder(root: string): string {
  return path.resolve(root, process.env.STORE_DATA_DIR || DEFAULT_DATA_FOLDER);
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

/**
 * What the real services send compressed to a browser that accepts it, as Shopify's and Sanity's
 * APIs and CDNs do: JSON, text, scripts and SVG drawings (not photographs or PDFs).
 */
const COMPRESSED_TYPES = /^(text\/|image\/svg\+xml|application\/([\w.+-]*json|javascript|xml))/;

function sendsGzip(req: IncomingMessage, response: Response): boolean {
  return (
    !response.headers.has('content-encoding') &&
    COMPRESSED_TYPES.test(response.headers.get('content-type') ?? '') &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  );
}

async function send(req: IncomingMessage, response: Response, res: ServerResponse): Promise<void> {
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
  const body = Readable.fromWeb(response.body as never);
  if (!sendsGzip(req, response)) {
    body.pipe(res);
    return;
  }
  res.setHeader('content-encoding', 'gzip');
  res.removeHeader('content-length');
  res.appendHeader('vary', 'Accept-Encoding');
  body.pipe(createGzip()).pipe(res);
}

/** Answers a request with the handlers that match it; any other request goes on to Vite. */
export function servicesMiddleware(handlers: RequestHandler[]): Connect.NextHandleFunction {
  return (req, res, next) => {
    getResponse(handlers, fetchRequest(req))
      .then(async (response) => {
        if (response) await send(req, response, res);
        else next();
      })
      .catch(next);
  };
}

/**
 * Takes the data folder and starts the services in it; a server that cannot (the folder is
 * served, a table does not read) fails to start with the reason. (Its name in the folder then
 * names a process that has exited, or, when a dev server's restart failed, the server still running.)
 */
async function startIn(folder: string, load: () => Promise<typeof Services>): Promise<RequestHandler[]> {
  serveDataFolder(folder);
  const services = await load();
  return services.startLocalServices({
    dataFolder: folder,
    testFaults: process.env.STORE_TEST_FAULTS === 'allow',
  });
}

export function localServices({ enabled, nodeOutDir }: { enabled: boolean; nodeOutDir: string }): Plugin {
  let served: string | undefined;
  return {
    name: 'store:local-services',
    async configureServer(server) {
      // Vitest runs a dev server of this config for its own use: it serves no store.
      if (!enabled || process.env.VITEST) return;
      served = dataFolder(server.config.root);
      const load = () => server.ssrLoadModule(`/${SERVICES_ENTRY}`) as Promise<typeof Services>;
      server.middlewares.use(servicesMiddleware(await startIn(served, load)));
    },
    async configurePreviewServer(server) {
      if (!enabled) return;
      served = dataFolder(server.config.root);
      const built = path.resolve(server.config.root, nodeOutDir, 'services.js');
      const load = () => import(pathToFileURL(built).href) as Promise<typeof Services>;
      server.middlewares.use(servicesMiddleware(await startIn(served, load)));
    },
    // A dev server restarting keeps the folder: its next start takes it again.
    closeServer({ reason }) {
      if (served && reason === 'close') leaveDataFolder(served);
    },
    closePreviewServer() {
      if (served) leaveDataFolder(served);
    },
  };
}
