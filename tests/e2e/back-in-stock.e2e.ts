/**
 * "Notify me" end to end in mock mode: on a phone, a sold-out product offers no way to buy or pay,
 * only Notify me (its card in the shop and its page); the shopper leaves their email from the
 * keyboard and is thanked once the Function kept it; the seeded admin, in another browser, finds
 * the address under the product on /admin (the local services run the Functions' own code over
 * the one local Firestore). Without JavaScript the page says so where the form is, as the
 * newsletter's forms do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, desktopViewport, mobileViewport, type Browser } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { expectMainHeading, visit } from './page-checks';
import { logIn } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a sold-out product must never offer, inside `scope`. */
async function expectNoWayToBuyOrPay(scope: Locator) {
  expect(await scope.getByRole('button', { name: /Add to Cart|Buy Now/i }).count()).toBe(0);
  expect(await scope.getByText('Pay with').count()).toBe(0);
  expect(await scope.getByText('Secure checkout via Shopify').count()).toBe(0);
}

describe.concurrent('Notify me on a sold-out product', () => {
  it('keeps a shopper’s email for the product, and the admin sees it on /admin', async () => {
    const shopper = `notify-${Date.now()}@example.com`;
    await visit(
      browser,
      '/shop/respiratory',
      async ({ page }) => {
        const card = page.getByRole('article', { name: 'Mullein Lung Support' });
        await card.getByText('Sold out', { exact: true }).waitFor();
        await card.getByRole('button', { name: 'Notify me' }).waitFor();
        await expectNoWayToBuyOrPay(card);

        await page.goto('/products/mullein-lung-support');
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        await expectMainHeading(page, 'Mullein Lung Support');
        const main = page.getByRole('main');
        await expectNoWayToBuyOrPay(main);
        const form = main.getByRole('form', { name: 'Notify me when Mullein Lung Support is back in stock' });
        await expectNoSeriousAxeViolations(page, 'a sold-out product page');

        // From the keyboard: the field, then Enter.
        await form.getByRole('textbox', { name: 'Email address' }).focus();
        await page.keyboard.type(shopper);
        await page.keyboard.press('Enter');
        const thanks = main.getByRole('status').filter({ hasText: shopper });
        await thanks.waitFor();
        expect(await thanks.textContent()).toBe(
          `Thank you: we have kept ${shopper} for Mullein Lung Support. We’ll email you when it’s back in stock.`,
        );
        expect(await thanks.evaluate((element) => element === document.activeElement)).toBe(true);
      },
      { context: mobileViewport },
    );

    // The admin, in a browser of their own: one store for everyone.
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'admin@example.com', 'admin-password');
      await page.goto('/admin');
      await expectMainHeading(page, 'Admin');
      const requests = page.getByRole('region', { name: 'Back-in-stock requests' });
      const table = requests.getByRole('table', { name: 'Who asked for Mullein Lung Support' });
      await table.getByRole('cell', { name: shopper }).waitFor();
      expect(await requests.getByRole('link', { name: 'Mullein Lung Support' }).getAttribute('href')).toBe(
        '/products/mullein-lung-support',
      );
      await expectNoSeriousAxeViolations(page, '/admin with a back-in-stock request');
    });
  });

  it('says that Notify me needs JavaScript, and offers no form, in a browser that runs none', async () => {
    await visit(
      browser,
      '/products/mullein-lung-support',
      async ({ page }) => {
        const main = page.getByRole('main');
        await main.getByText('Sold out', { exact: true }).waitFor();
        // By pattern, as the store's other no-JavaScript checks: a string does not find a noscript's text.
        await main.getByText(/Notify me needs JavaScript/).waitFor();
        // No field or button that would do nothing here: the form comes with the app.
        expect(await main.getByRole('button', { name: 'Notify me' }).count()).toBe(0);
        expect(await main.getByRole('textbox', { name: 'Email address' }).count()).toBe(0);
        await expectNoWayToBuyOrPay(main);
      },
      { context: { ...desktopViewport, javaScriptEnabled: false } },
    );
  });
});
