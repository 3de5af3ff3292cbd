import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

interface Answer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Answers `path` as `vite preview` would through the middleware: the headers and raw bytes sent. */
function request(path: string, acceptEncoding?: string): Promise<Answer | 'passed on'> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = {};
    const chunks: Buffer[] = [];
    const res = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    Object.assign(res, {
      statusCode: 200,
      setHeader: (name: string, value: string | string[]) => (headers[name.toLowerCase()] = value),
      removeHeader: (name: string) => delete headers[name.toLowerCase()],
      appendHeader: (name: string, value: string) => {
        const kept = headers[name.toLowerCase()];
        headers[name.toLowerCase()] = kept === undefined ? value : [kept, value].flat();
      },
    });
    res.on('finish', () => resolve({ headers, body: Buffer.concat(chunks) }));
    const req = {
      method: 'GET',
      url: path,
      headers: { host: 'localhost:5173', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      socket: {},
    } as unknown as IncomingMessage;
    middleware(req, res as unknown as ServerResponse, (error?: unknown) =>
      error ? reject(error as Error) : resolve('passed on'),
    );
  });
}

describe('the local services, served by vite', () => {
  it('answer JSON compressed to a browser that accepts gzip, as Shopify and Sanity do', async () => {
    const answer = await request('/api/catalogue', 'gzip, deflate, br');
    if (answer === 'passed on') throw new Error('the services did not answer');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(catalogue);
    expect(answer.body.length).toBeLessThan(JSON.stringify(catalogue).length / 4);
  });

  it('answer plain JSON to a client that does not accept gzip', async () => {
    const answer = await request('/api/catalogue');
    if (answer === 'passed on') throw new Error('the services did not answer');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual(catalogue);
  });

  it('send a photograph as it is, compressed already', async () => {
    const answer = await request('/images/photo.png', 'gzip');
    if (answer === 'passed on') throw new Error('the services did not answer');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(new Uint8Array(answer.body)).toEqual(photo);
  });

  it('pass any other request on to Vite', async () => {
    expect(await request('/src/main.tsx', 'gzip')).toBe('passed on');
  });
});
