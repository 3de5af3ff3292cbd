import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { http, HttpResponse, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '../mocks/node';
import { servicesMiddleware } from './local-services';

const catalogue = {
  products: Array.from({ length: 50 }, (_, i) => ({ title: `Product ${i}`, price: '19.99' })),
};
const photo = new Uint8Array(2_000).fill(7);

const middleware = servicesMiddleware([
  http.get('*/api/catalogue', () => HttpResponse.json(catalogue)),
  http.get('*/images/photo.png', () =>
    HttpResponse.arrayBuffer(photo.buffer, { headers: { 'Content-Type': 'image/png' } }),
  ),
]);

/** The middleware on a real HTTP server, as `vite preview` runs it; what it passes on answers 404. */
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// The app-wide MSW server refuses unknown hosts: these requests go to the local server for real.
beforeEach(() => mswServer.use(http.all(`${origin()}/*`, () => passthrough())));

/** GETs `path`, asking for gzip or not: the status, headers and the bytes as sent (not decoded). */
function request(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(
      `${origin()}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject);
  });
}

describe('the local services, served by vite', () => {
  it('answer JSON compressed to a browser that accepts gzip, as Shopify and Sanity do', async () => {
    const answer = await request('/api/catalogue', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(catalogue);
    expect(answer.body.length).toBeLessThan(JSON.stringify(catalogue).length / 4);
  });

  it('answer plain JSON to a client that does not accept gzip', async () => {
    const answer = await request('/api/catalogue');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual(catalogue);
  });

  it('send a photograph as it is, compressed already', async () => {
    const answer = await request('/images/photo.png', 'gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(new Uint8Array(answer.body)).toEqual(photo);
  });

  it('pass any other request on to Vite', async () => {
    const answer = await request('/src/main.tsx', 'gzip');
    expect([answer.status, answer.body.toString('utf8')]).toEqual([404, 'passed on']);
  });
});
