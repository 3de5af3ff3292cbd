/**
 * Age-restricted products as a shopper meets them (src/domain/age-check.ts): every way of adding one
 * asks the date of birth first, under 18 is refused with the reason and adds nothing, 18 or more
 * goes in with the date of birth on the cart, which the cart and the checkout repeat; without
 * JavaScript, Buy Now's question is a page whose form goes on to Shopify's permalink, and the
 * checkout refuses an order without a date of birth of 18 or more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe';
import { connectBrowser, desktopViewport, mobileViewport, type Browser, type Page } from './browser';
import { eventually, expectMainHeading, visit, waitForPath } from './page-checks';
import { catalogueProduct } from './mock-catalogue';
import { catalogue } from '../../mocks/data/catalogue';
import { mockConfig } from '../../src/config/env-schema';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const glucomannan = catalogueProduct('Glucomannan Fullness Support');
const greenTea = catalogueProduct('Green Tea Metabolism Support');
const adult = '1990-07-24';
const variantOf = (handle: string) => catalogue.find((product) => product.handle === handle)!.variants[0]!.id;
/** A date of birth 17 years ago today: under 18 on every calendar. */
const minor = () => {
  const date = new Date();
  return `${date.getFullYear() - 17}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
};
const checkoutAddress = /\/cart\/c\/[A-Za-z0-9]+\?key=[0-9a-f]+$/;

const question = (page: Page) => page.getByRole('dialog', { name: 'Confirm your age' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const savedCartId = (page: Page) => page.evaluate(() => localStorage.getItem('shopifyCartId'));

/** Answers the question with `dateOfBirth` and presses its confirm button. */
async function answer(dialog: Locator, dateOfBirth: string, confirm: string | RegExp = /^Confirm and/) {
  await dialog.getByLabel('Date of birth').fill(dateOfBirth);
  await dialog.getByRole('button', { name: confirm }).click();
}

/**
 * The saved cart's attributes, as the Storefront API holds them (what the order will carry). The
 * drawer shows a first line while the cart is still being created, so this waits for its saved id.
 */
async function cartAttributes(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('shopifyCartId') !== null);
  return page.evaluate(async (token) => {
    const response = await fetch('/api/2026-04/graphql.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token },
      body: JSON.stringify({
        query: 'query($id: ID!) { cart(id: $id) { attributes { key value } totalQuantity } }',
        variables: { id: localStorage.getItem('shopifyCartId') },
      }),
    });
    const { data } = (await response.json()) as {
      data: { cart: { attributes: { key: string; value: string }[]; totalQuantity: number } };
    };
    return data.cart;
  }, mockConfig.shopify.storefrontToken);
}

describe.concurrent('an age-restricted product', () => {
  it('Add to Cart on /shop/weight: refused under 18 with the reason and nothing added; added at 18 or more', async () => {
    await visit(
      browser,
      '/shop/weight',
      async ({ page }) => {
        const card = page.getByRole('main').getByRole('article', { name: glucomannan.title, exact: true });
        await card.getByRole('button', { name: 'Add to Cart' }).click();
        const dialog = question(page);
        await dialog.getByText(`${glucomannan.title} is sold only to shoppers 18 or older.`).waitFor();
        await expectNoSeriousAxeViolations(page, 'the age question', '[role="dialog"]');

        await answer(dialog, minor());
        await dialog
          .getByRole('alert')
          .getByText(`You must be 18 or older to buy ${glucomannan.title}. Nothing was added to your cart.`)
          .waitFor();
        await expectNoSeriousAxeViolations(page, 'the age question, refused', '[role="dialog"]');
        await dialog.getByRole('button', { name: 'OK' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await savedCartId(page)).toBeNull();

        await card.getByRole('button', { name: 'Add to Cart' }).click();
        await answer(question(page), adult);
        await drawer(page)
          .getByText(
            `Your order holds ${glucomannan.title}, sold only to shoppers 18 or older. Date of birth given: July 24, 1990.`,
          )
          .waitFor();
        expect(await cartAttributes(page)).toEqual({
          attributes: [{ key: 'Date of birth', value: adult }],
          totalQuantity: 1,
        });
      },
      { context: mobileViewport },
    );
  });

  it('Buy Now on its page: asked, then Shopify’s checkout, which says the order holds it and the date of birth', async () => {
    await visit(browser, `/products/${greenTea.handle}`, async ({ page }) => {
      await expectMainHeading(page, greenTea.title);
      // Said before the tap.
      await page
        .getByRole('main')
        .getByText(
          'Sold only to shoppers 18 or older: we ask your date of birth before it goes in your cart.',
        )
        .waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).first().click();
      await answer(question(page), adult, 'Confirm and buy now');
      await page.waitForURL(checkoutAddress);
      await page
        .getByText(
          `This order holds a product sold only to shoppers 18 or older (${greenTea.title}). Date of birth given: July 24, 1990.`,
        )
        .waitFor();
      expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(1);
    });
  });

  it('a link to /cart?add= from elsewhere: the link’s question, then the age question', async () => {
    const variant = variantOf(glucomannan.handle);
    await visit(browser, `/cart?add=${encodeURIComponent(variant)}`, async ({ page }) => {
      await page
        .getByRole('dialog', { name: `Add ${glucomannan.title} to your cart?` })
        .getByRole('button', { name: 'Add to Cart' })
        .click();
      await answer(question(page), adult, 'Confirm and add to cart');
      await page.getByRole('main').getByRole('link', { name: glucomannan.title }).first().waitFor();
      expect((await cartAttributes(page)).attributes).toEqual([{ key: 'Date of birth', value: adult }]);
    });
  });

  it('a tap on Add to Cart before the page answers: the question comes once it does, before it adds', async () => {
    await visit(
      browser,
      `/products/${glucomannan.handle}`,
      async ({ page, releaseApp }) => {
        const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
        await addToCart.click();
        expect(await addToCart.getAttribute('aria-busy'), 'held, working').toBe('true');
        releaseApp();
        const dialog = question(page);
        await answer(dialog, minor());
        await dialog.getByRole('alert').waitFor();
        await dialog.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('heading', { level: 1, name: glucomannan.title }).waitFor();
        expect(new URL(page.url()).pathname, 'still on the product').toBe(`/products/${glucomannan.handle}`);
        expect(await savedCartId(page)).toBeNull();
      },
      { holdApp: true },
    );
  });

  it('a cart that holds one without a date of birth: Checkout asks it first', async () => {
    await visit(browser, '/cart', async ({ page }) => {
      // A cart made before the store asked (or elsewhere): Glucomannan, no attributes.
      const id = await page.evaluate(
        async ({ token, variant }) => {
          const response = await fetch('/api/2026-04/graphql.json', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token },
            body: JSON.stringify({
              query: `mutation($variant: ID!) { cartCreate(input: { lines: [{ merchandiseId: $variant, quantity: 1 }] }) { cart { id } } }`,
              variables: { variant },
            }),
          });
          return ((await response.json()) as { data: { cartCreate: { cart: { id: string } } } }).data
            .cartCreate.cart.id;
        },
        { token: mockConfig.shopify.storefrontToken, variant: variantOf(glucomannan.handle) },
      );
      await page.evaluate((cartId) => localStorage.setItem('shopifyCartId', cartId), id);
      await page.reload();
      const main = page.getByRole('main');
      await main
        .getByText(
          `Your order holds ${glucomannan.title}, sold only to shoppers 18 or older. Checkout asks your date of birth first.`,
        )
        .waitFor();
      await main.getByRole('link', { name: 'Checkout' }).click();
      await answer(question(page), adult, 'Confirm and check out');
      await page.waitForURL(checkoutAddress);
      await page.getByText('Date of birth given: July 24, 1990.', { exact: false }).waitFor();
    });
  });
});

describe.concurrent('an age-restricted product without JavaScript', () => {
  const noScript = { ...desktopViewport, javaScriptEnabled: false };

  it('Buy Now leads to its question page, whose answer goes to checkout; under 18 the checkout refuses', async () => {
    for (const [dateOfBirth, outcome] of [
      [minor(), 'says you are under 18, so it cannot be placed'],
      [adult, 'Date of birth given: July 24, 1990.'],
    ] as const) {
      await visit(
        browser,
        `/products/${glucomannan.handle}`,
        async ({ page }) => {
          await page
            .getByRole('main')
            .getByText(/Buy Now asks your date of birth and goes to checkout without it/)
            .waitFor();
          await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).first().click();
          await waitForPath(page, `/products/${glucomannan.handle}/confirm-age`);
          await expectMainHeading(page, 'Confirm your age');
          await page.getByLabel('Date of birth').fill(dateOfBirth);
          await page.getByRole('button', { name: 'Confirm and buy now' }).click();
          await page.waitForURL(checkoutAddress);
          await page.getByText(outcome, { exact: false }).waitFor();
          expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(
            dateOfBirth === adult ? 1 : 0,
          );
        },
        { context: noScript },
      );
    }
  });

  it('its question page, once the app runs, refuses under 18 itself and buys at 18 or more', async () => {
    await visit(browser, `/products/${glucomannan.handle}/confirm-age`, async ({ page }) => {
      await expectMainHeading(page, 'Confirm your age');
      await expectNoSeriousAxeViolations(page, 'the age question page');
      await page.getByLabel('Date of birth').fill(minor());
      await page.getByRole('button', { name: 'Confirm and buy now' }).click();
      await page
        .getByRole('alert')
        .getByText(`You must be 18 or older to buy ${glucomannan.title}. Nothing was added to your cart.`)
        .waitFor();
      expect(await savedCartId(page)).toBeNull();
      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await page.getByLabel('Date of birth').fill(adult);
      await page.getByRole('button', { name: 'Confirm and buy now' }).click();
      await page.waitForURL(checkoutAddress);
      await page.getByText('Date of birth given: July 24, 1990.', { exact: false }).waitFor();
    });
  });
});

describe('an age-restricted product in the quiz', () => {
  it('its card and "Add all to cart" ask once for all of them', async () => {
    await visit(browser, '/quiz?concern=weight', async ({ page }) => {
      const main = page.getByRole('main');
      await main.getByRole('radio', { name: '35-49', exact: true }).check();
      await main.getByRole('button', { name: 'Next' }).click();
      await main.getByRole('radio', { name: 'Prefer not to say', exact: true }).check();
      await main.getByRole('button', { name: 'Next' }).click();
      await main.getByRole('button', { name: 'Next' }).click();
      await main.getByRole('button', { name: 'Get My Recommendations' }).click();
      const results = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('button', { name: 'Add all to cart' }) });
      const firstCard = results.getByRole('article').first();
      await firstCard.waitFor();
      await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = question(page);
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await savedCartId(page)).toBeNull();

      await results.getByRole('button', { name: 'Add all to cart' }).click();
      await answer(question(page), adult, 'Confirm and add to cart');
      await drawer(page).waitFor();
      await eventually(async () => {
        const cart = await cartAttributes(page);
        expect(cart.attributes).toEqual([{ key: 'Date of birth', value: adult }]);
        expect(cart.totalQuantity).toBeGreaterThan(1);
      });
    });
  });
});
