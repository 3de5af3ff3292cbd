import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMockFree } from '../../bench/lib/mock-free.mjs';
import { connectBrowser, type Browser } from './browser';
import { visit } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the store starts', () => {
  it('serves the home page inside the store layout, with its title', async () => {
    await visit(browser, '/', async ({ page }) => {
      await page.getByRole('banner').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      expect(await page.title()).toMatch(/Sankofa Wellness/);
    });
  });

  it("names the page's own code in its HTML, so the browser fetches it with the app's entry", async () => {
    await visit(browser, '/faq', async ({ page }) => {
      // Each JavaScript file the page's HTML names (as served: the app adds preloads of its own
      // later), by what names it, and whether the browser fetched it.
      const served = await (await page.request.get(page.url())).text();
      const named = await page.evaluate((html) => {
        const address = (element: Element) =>
          new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href);
        return [
          ...new DOMParser()
            .parseFromString(html, 'text/html')
            .querySelectorAll('script[src], link[rel="modulepreload"]'),
        ].map((element) => ({
          address: address(element).pathname,
          as: element.localName === 'script' ? (element.getAttribute('type') ?? 'classic') : 'modulepreload',
          fetched: performance.getEntriesByName(address(element).href).length,
        }));
      }, served);
      // The boot script is the page's own (no request), allowed by the policy: it has run.
      expect(await page.evaluate(() => document.querySelector('head > script:not([src])') !== null)).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);
      expect(named[0]).toMatchObject({
        address: expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/),
        as: 'module',
      });
      expect(named.map((each) => each.address)).toContainEqual(
        expect.stringMatching(/^\/assets\/faq-route-[\w-]+\.js$/),
      );
      expect(named.filter((each) => each.fetched === 0)).toEqual([]);
    });
  });

  it('ships the live bundle: the local services are beside the store, never in its browser files', () => {
    // dist/ is the build `npm start` serves (the global setup's), made with no backend configured.
    const { jsFiles, checks } = checkMockFree(path.resolve('dist'));
    expect(jsFiles).toBeGreaterThan(0);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });
});
