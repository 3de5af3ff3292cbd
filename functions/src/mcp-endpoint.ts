/**
 * `mcp`: the store's MCP server (src/agent/, docs/agents.md) as an HTTP Function, which Hosting
 * serves at `/api/mcp` on the store's own domain (firebase.json's rewrite). Its tools read the
 * Storefront API and Sanity with the store's own code and public keys: the same `VITE_*` keys as
 * the store's build, from the Function's environment (functions/.env), checked by the same
 * `parseEnv`. Each request counts in Firestore, as the contact form's calls do, against its
 * client's limit and its CDN edge's (`rewrittenCallerKeys`: Hosting's CDN stands between).
 */
import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/https';
import { adminFirestore } from './admin-app.js';
import { firestoreInboxStore } from './firestore-inbox-store.js';
import { rateLimits, takeRateLimitedCall } from './rate-limit.js';
import { rewrittenCallerKeys } from './rate-limit-keys.js';

/**
 * The server, loaded on the first request: the store's configuration is set where the store's
 * code reads it (`__STORE_ENV__`, src/config/env.ts) before any of that code runs.
 */
async function loadServer() {
  const { parseEnv } = await import('../../src/config/env-schema.js');
  Object.assign(globalThis, { __STORE_ENV__: parseEnv(process.env) });
  return import('../../src/agent/endpoint.js');
}
let server: ReturnType<typeof loadServer> | undefined;

const unavailable = (message: string) => ({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

export const mcp = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 30, maxInstances: 10, invoker: 'public' },
  async (req, res) => {
    server ??= loadServer();
    let endpoint: Awaited<ReturnType<typeof loadServer>>;
    try {
      endpoint = await server;
    } catch (error) {
      server = undefined;
      logger.error('The MCP server cannot start: its configuration does not read.', { error: String(error) });
      res.status(503).json(unavailable('The store cannot answer agents just now.'));
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const each of [value ?? []].flat()) headers.append(name, each);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.rawBody !== undefined;
    const request = new Request(new URL(req.originalUrl, `https://${req.hostname}`), {
      method: req.method,
      headers,
      ...(hasBody && { body: new Uint8Array(req.rawBody) }),
    });
    const caller = rewrittenCallerKeys(req.headers['x-forwarded-for'], req.socket?.remoteAddress);
    const keys = [
      { kind: 'agent-client', key: caller.client },
      { kind: 'agent-edge', key: caller.edge },
    ] as const;
    const response = await endpoint.answerMcpRequest(request, {
      callsPerHour: rateLimits['agent-client'],
      takeCall: () => takeRateLimitedCall(firestoreInboxStore(adminFirestore()), keys),
    });
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  },
);
