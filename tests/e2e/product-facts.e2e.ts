/**
 * What's in the bottle, as a shopper meets it: the Supplement Facts panel on a product's page
 * (prerendered, so it reads before any script and without one) and in the shop's detail dialog,
 * readable on a 320 px phone, and clean for axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { connectBrowser, desktopViewport, type Browser } from './browser';
import { visit } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const narrowPhone = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

describe("what's in the bottle", () => {
  it('a product page shows the Supplement Facts table with amounts, directions and the price per serving', async () => {
    await visit(browser, '/products/vitamin-d3-k2', async ({ page }) => {
      const panel = page.getByRole('table', { name: 'Supplement Facts' });
      await panel.waitFor();
      const vitaminD = panel.getByRole('row', { name: /Vitamin D3/ });
      await expect(vitaminD.getByRole('cell').allTextContents()).resolves.toEqual([
        '125 mcg (5,000 IU)',
        '625%',
      ]);
      await page.getByRole('heading', { name: 'Suggested Use' }).waitFor();
      await page.getByRole('heading', { name: 'Warnings' }).waitFor();
      await page.getByText(/ per serving \(\d+ servings\)$/).waitFor();
      await expectNoSeriousAxeViolations(page, 'the product facts', 'main');
    });
  });

  it('fits a 320 px screen without scrolling sideways', async () => {
    await visit(
      browser,
      '/products/triple-strength-omega-3-fish-oil',
      async ({ page }) => {
        const panel = page.getByRole('table', { name: 'Supplement Facts' });
        await panel.scrollIntoViewIfNeeded();
        const box = await panel.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow).toBeLessThanOrEqual(320);
      },
      { context: narrowPhone },
    );
  });

  it('the detail dialog on the shop loads the panel when it opens', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        const card = page.getByRole('article').filter({ hasText: 'Vitamin D3 + K2' }).first();
        await card.getByRole('link', { name: /View Full Details/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Vitamin D3 + K2' });
        await dialog.getByRole('table', { name: 'Supplement Facts' }).waitFor();
        await expectNoSeriousAxeViolations(page, 'the detail dialog', '[role="dialog"]');
      },
      { context: desktopViewport },
    );
  });

  it('reads without JavaScript: the panel is in the prerendered page', async () => {
    await visit(
      browser,
      '/products/vitamin-d3-k2',
      async ({ page }) => {
        await page
          .getByRole('table', { name: 'Supplement Facts' })
          .getByRole('cell', { name: '625%' })
          .waitFor();
      },
      { context: { ...desktopViewport, javaScriptEnabled: false } },
    );
  });
});
