import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
