import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFloor, FLOOR_ROUTE } from '../../bench/lib/floor.mjs';
import { connectBrowser, newVisit, type Browser } from './browser';

let browser: Browser;
let folder: string;
let server: Server;
let floorUrl: string;

/** Serves the floor page at its route and `root`'s files, else the store's (its icons), as they are. */
function serve(root: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.svg': 'image/svg+xml',
  };
  const files = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = address === FLOOR_ROUTE ? `${FLOOR_ROUTE}.html` : address;
    try {
      const body = [root, path.resolve('dist')]
        .map((folder) => path.join(folder, file))
        .filter((candidate) => existsSync(candidate))
        .map((found) => readFileSync(found))[0]!;
      const type = types[path.extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => files.listen(0, '127.0.0.1', () => resolve(files)));
}

beforeAll(async () => {
  browser = await connectBrowser();
  // The floor is built over the prerendered /faq of the build under test (`npm start`'s, in dist/).
  folder = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  copyFileSync(path.resolve('dist/faq.html'), path.join(folder, 'faq.html'));
  await buildFloor(folder);
  server = await serve(folder);
  const { port } = server.address() as { port: number };
  floorUrl = `http://127.0.0.1:${port}${FLOOR_ROUTE}`;
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("the bench's floor page", () => {
  it("builds, and runs the stack's runtime alone over /faq's page: a header and a button, then interactive", async () => {
    const { page, context, problems } = await newVisit(browser);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(floorUrl);
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await page.getByRole('banner').getByRole('button', { name: 'Tap' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/bench-floor-[\w-]+\.js$/)]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
