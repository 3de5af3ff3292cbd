/**
 * The `mcp` Function as Hosting calls it: an Express request in, the MCP server's answer out; its
 * configuration read from the Function's environment (a live store's keys), its reads sent to the
 * live hosts (Sanity's API CDN for the project, answered here from the store's seed content with
 * GROQ), its rate limit counted in Firestore (the store's local Firestore, through the Admin SDK).
 */
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import type * as LoggerModule from 'firebase-functions/logger';
import { evaluate, parse } from 'groq-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxCollections } from './inbox-store.js';
import { rateLimitDocumentId, rateLimits } from './rate-limit.js';
import { startLocalFirestore, type LocalFirestore } from './test-support/local-firestore.js';
import type * as EndpointModule from './mcp-endpoint.js';

const logger = vi.hoisted(() => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>();
  return { ...actual, logger: { ...actual.logger, ...logger } };
});

/** A live store's public keys, as functions/.env holds them (the same as the store's build). */
const liveKeys = {
  VITE_SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com',
  VITE_SHOPIFY_STOREFRONT_TOKEN: 'abcdef0123456789abcdef',
  VITE_SANITY_PROJECT_ID: 'abc123',
  VITE_SANITY_DATASET: 'production',
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleKey123',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-sankofa-wellness',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_SITE_URL: 'https://www.my-shop.com',
};

const seed = readFileSync(new URL('../../mocks/data/content.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  // Stamped as the Content Lake stamps every document.
  .map((line) => ({
    ...(JSON.parse(line) as object),
    _createdAt: '2026-11-01T00:00:00Z',
    _updatedAt: '2026-11-01T00:00:00Z',
  }));

const queried: string[] = [];
async function answerQuery(url: URL, query: string, params: Record<string, unknown>) {
  queried.push(url.host);
  const result = await (await evaluate(parse(query, { params }), { dataset: seed, params })).get();
  return HttpResponse.json({ query, result, ms: 1 });
}
const paramsOf = (url: URL) =>
  Object.fromEntries(
    [...url.searchParams]
      .filter(([key]) => key.startsWith('$'))
      .map(([key, value]) => [key.slice(1), JSON.parse(value)]),
  );
const sanityQuery = 'https://abc123.apicdn.sanity.io/:version/data/query/production';
const server = setupServer(
  http.get(sanityQuery, ({ request }) => {
    const url = new URL(request.url);
    return answerQuery(url, url.searchParams.get('query') ?? '', paramsOf(url));
  }),
  http.post(sanityQuery, async ({ request }) => {
    const body = (await request.json()) as { query: string; params?: Record<string, unknown> };
    return answerQuery(new URL(request.url), body.query, body.params ?? {});
  }),
);

let firestore: LocalFirestore;
let db: Firestore;
let endpoint: typeof EndpointModule;

beforeAll(async () => {
  firestore = await startLocalFirestore();
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.GCLOUD_PROJECT = liveKeys.VITE_FIREBASE_PROJECT_ID;
  server.listen({ onUnhandledRequest: 'bypass' });
  endpoint = await import('./mcp-endpoint.js');
  db = (await import('./admin-app.js')).adminFirestore();
});

afterAll(async () => {
  server.close();
  await db?.terminate();
  await firestore?.close();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  for (const key of Object.keys(liveKeys)) delete process.env[key];
});

beforeEach(() => {
  firestore.reset();
  queried.length = 0;
  Object.assign(process.env, liveKeys);
  vi.clearAllMocks();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Hosting's CDN, as Google's front end sees it: the right-most address of X-Forwarded-For. */
const EDGE = '151.101.1.195';

/** Calls the Function as Hosting's rewrite does, for the client at `address`. */
async function post(message: Record<string, unknown>, address = '203.0.113.7', edge = EDGE): Promise<Answer> {
  const rawBody = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
  const req = {
    method: 'POST',
    originalUrl: '/api/mcp',
    hostname: 'www.my-shop.com',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      // What the caller wrote, the caller as the CDN saw it, the CDN as the front end saw it.
      'x-forwarded-for': `198.51.100.1, ${address}, ${edge}`,
    },
    rawBody,
    socket: { remoteAddress: '10.0.0.1' },
  };
  return new Promise((resolve) => {
    const answer: Answer = { status: 200, headers: {}, body: '' };
    const res = {
      status(code: number) {
        answer.status = code;
        return res;
      },
      setHeader(name: string, value: string) {
        answer.headers[name.toLowerCase()] = value;
      },
      send(body: Buffer) {
        resolve({ ...answer, body: body.toString('utf8') });
      },
      json(body: unknown) {
        resolve({ ...answer, body: JSON.stringify(body) });
      },
    };
    void (endpoint.mcp as unknown as (req: unknown, res: unknown) => Promise<void>)(req, res);
  });
}

const callTool = (name: string, args: Record<string, unknown>, address?: string) =>
  post({ id: 1, method: 'tools/call', params: { name, arguments: args } }, address);

describe('the mcp Function', () => {
  it("answers with the live store's content, read from the project's own API host", async () => {
    const answer = await callTool('search_shop_policies_and_faqs', { query: 'cancel my subscription' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const { result } = JSON.parse(answer.body);
    const { passages } = JSON.parse(result.content[0].text);
    expect(passages[0]).toMatchObject({
      text: expect.stringContaining('Cancel online any time in your account'),
      url: expect.stringMatching(/^https:\/\/www\.my-shop\.com\/(shipping|faq|terms)$/),
    });
    expect(new Set(queried)).toEqual(new Set(['abc123.apicdn.sanity.io']));
  });

  it('counts every call against its client in Firestore, and refuses the one over the limit', async () => {
    const limit = rateLimits['agent-client'];
    const id = await rateLimitDocumentId({ kind: 'agent-client', key: '203.0.113.7' });
    await db
      .collection(inboxCollections.rateLimits)
      .doc(id)
      .set({ windowStart: new Date(), count: limit - 1 });

    expect((await post({ id: 1, method: 'ping' })).status).toBe(200);
    const refused = await post({ id: 2, method: 'ping' });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.message).toMatch(/at most 300 calls an hour from one client/);
    expect((await db.collection(inboxCollections.rateLimits).doc(id).get()).data()?.count).toBe(limit);
    // Another client (as the CDN saw it) has its own limit.
    expect((await post({ id: 3, method: 'ping' }, '203.0.113.8')).status).toBe(200);
  });

  it("holds a caller who skips Hosting and names a new client every time by its address's limit", async () => {
    const id = await rateLimitDocumentId({ kind: 'agent-edge', key: '192.0.2.50' });
    const limit = rateLimits['agent-edge'];
    await db
      .collection(inboxCollections.rateLimits)
      .doc(id)
      .set({ windowStart: new Date(), count: limit - 1 });
    expect((await post({ id: 1, method: 'ping' }, '10.1.1.1', '192.0.2.50')).status).toBe(200);
    expect((await post({ id: 2, method: 'ping' }, '10.1.1.2', '192.0.2.50')).status).toBe(429);
  });

  it('says it cannot answer, and logs why, when its configuration does not read', async () => {
    delete process.env.VITE_SANITY_PROJECT_ID;
    vi.resetModules();
    endpoint = await import('./mcp-endpoint.js');
    const answer = await post({ id: 1, method: 'ping' });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body).error.message).toBe('The store cannot answer agents just now.');
    expect(logger.error).toHaveBeenCalledWith(
      'The MCP server cannot start: its configuration does not read.',
      { error: expect.stringContaining('VITE_SANITY_PROJECT_ID') },
    );
  });

  it('answers no agent when the merchant turned it off (VITE_AGENTS=off)', async () => {
    process.env.VITE_AGENTS = 'off';
    vi.resetModules();
    endpoint = await import('./mcp-endpoint.js');
    try {
      const answer = await post({ id: 1, method: 'ping' });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body).error.message).toBe('This store does not answer agents.');
    } finally {
      delete process.env.VITE_AGENTS;
    }
  });
});
