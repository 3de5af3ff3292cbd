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

  it('ships the live bundle: the local services are beside the store, never in its browser files', () => {
    // dist/ is the build `npm start` serves (the global setup's), made with no backend configured.
    const { jsFiles, checks } = checkMockFree(path.resolve('dist'));
    expect(jsFiles).toBeGreaterThan(0);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });
});
