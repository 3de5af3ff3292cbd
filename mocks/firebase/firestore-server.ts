/**
 * A local Firestore REST server (node:http on 127.0.0.1) over a fresh in-memory document store,
 * for where the official Firestore emulator cannot run (it needs Java 21):
 * - firebase-admin reaches it through `FIRESTORE_EMULATOR_HOST` with `preferRest: true`
 *   (google-gax's REST transport), sending `Authorization: Bearer owner`, which bypasses the
 *   security rules as with the emulator (the Functions tests). That transport insists on Google
 *   credentials even for an emulator (googleapis/nodejs-firestore#1811): give it some that send
 *   the owner token, `db.settings({ auth: { getRequestHeaders: async () => ({ Authorization:
 *   'Bearer owner' }) } })`, as functions/src/admin-app.ts does;
 * - the browser app's Firestore lite SDK reaches it under `npm run dev:emulators`; those requests
 *   get the store's rules (mocks/firebase/firestore-rules.ts) and CORS answers.
 * `DELETE /emulator/v1/projects/<p>/databases/<d>/documents` empties it, as on the emulator.
 * Requests it does not know are logged with their path and body and answered 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleFirestoreRequest } from './firestore-api';
import { DocumentStore, memoryTable } from './firestore-store';
import { seedDocuments } from './mock-firestore';

export interface FirestoreServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * Start with mock mode's seed (community lists, `user_roles/mock-admin-uid`, sample reviews and
   * their summaries) instead of empty.
   */
  seed?: boolean;
  /** Where unknown requests and failures are reported (default: console.warn). */
  log?(message: string): void;
}

export interface FirestoreServer {
  /** `127.0.0.1:<port>`, the value for FIRESTORE_EMULATOR_HOST. */
  host: string;
  port: number;
  store: DocumentStore;
  /** Back to the starting documents (empty, or the seed). */
  reset(): void;
  close(): Promise<void>;
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, content-type, x-goog-api-client, x-goog-request-params, x-firebase-gmpid, ' +
    'x-firebase-appcheck, x-firebase-client, google-cloud-resource-prefix',
  'Access-Control-Max-Age': '3600',
};

const EMULATOR_RESET = /^\/emulator\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

export async function startFirestoreServer(options: FirestoreServerOptions = {}): Promise<FirestoreServer> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const table = memoryTable(options.seed ? () => seedDocuments() : () => []);
  const store = new DocumentStore(table);

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      response.writeHead(204, {
        ...corsHeaders,
        ...(requested ? { 'Access-Control-Allow-Headers': requested } : {}),
      });
      response.end();
      return;
    }
    if (method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { ...corsHeaders, 'Content-Type': 'text/plain' });
      response.end('Ok');
      return;
    }
    if (method === 'DELETE' && EMULATOR_RESET.test(url.pathname)) {
      table.reset();
      send(response, 200, {});
      return;
    }
    const text = await readBody(request);
    if (!url.pathname.startsWith('/v1/')) {
      log(`[firestore-server] unknown request: ${method} ${url.pathname}${url.search} ${text}`);
      send(response, 404, {
        error: { code: 404, message: `Unknown path ${url.pathname}`, status: 'NOT_FOUND' },
      });
      return;
    }
    const reply = handleFirestoreRequest(
      {
        store,
        emulator: true,
        onUnknown: (unknownMethod, path, unknownBody) =>
          log(
            `[firestore-server] unknown request: ${unknownMethod} ${path} ${JSON.stringify(unknownBody) ?? ''}`,
          ),
      },
      { method, url, headers: headersOf(request), text },
    );
    send(response, reply.status, reply.body);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      log(
        `[firestore-server] ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!response.headersSent) {
        send(response, 500, { error: { code: 500, message: String(error), status: 'INTERNAL' } });
      } else response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    port,
    store,
    reset: () => table.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
