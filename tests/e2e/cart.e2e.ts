/**
 * The cart as a shopper fills it: Add to Cart from the shop grid opens the drawer, quantities and
 * the subtotal follow, the cart survives a reload, lines are removed down to the empty state, and
 * Checkout and Buy Now lead to Shopify's checkout (intercepted here: the tests have no network).
 * A link to /cart?add= from another site asks before it changes the cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, visit, waitForPath } from './page-checks';
import { seedContent } from './seed';
import { catalogueProduct } from './mock-catalogue';
import { formatUsd } from '../../src/domain/money';
import { catalogue } from '../../mocks/data/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Two products of the grid's first row, each sold in one form only. */
const energy = catalogueProduct('Daily Energy B-Complex');
const vitaminD = catalogueProduct('Vitamin D3 + K2');

/** The cart's checkout, at Shopify's address for it (`/cart/c/{token}?key={key}`), which the local shop serves. */
const checkoutUrl = /\/cart\/c\/[A-Za-z0-9]+\?key=[0-9a-f]+$/;

const grid = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Our Products' });
const addFromGrid = (page: Page, title: string) =>
  grid(page)
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
/** The header's cart button, named with the number of items ("Cart, 2 items"). */
const cartButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });
const lines = (scope: Locator) => scope.getByRole('list', { name: 'Items in your cart' });
/** The first amount of the totals list is the subtotal (then the total). */
const subtotal = (scope: Locator) => scope.getByRole('definition').first().textContent();

async function expectLines(scope: Locator, titles: string[]) {
  await eventually(async () =>
    expect((await lines(scope).getByRole('link').allTextContents()).sort()).toEqual([...titles].sort()),
  );
}

describe.concurrent('the cart', () => {
  it('collects products from the shop, counts them, survives a reload and empties line by line', async () => {
    await visit(browser, '/shop', async ({ page }) => {
      await cartButton(page, 'Cart').waitFor();

      await addFromGrid(page, energy.title);
      await drawer(page).waitFor();
      await expectLines(drawer(page), [energy.title]);
      await drawer(page).getByRole('button', { name: 'Close cart' }).click();
      await drawer(page).waitFor({ state: 'hidden' });
      await cartButton(page, 'Cart, 1 item').waitFor();

      await addFromGrid(page, vitaminD.title);
      await drawer(page).waitFor();
      await expectLines(drawer(page), [energy.title, vitaminD.title]);
      await drawer(page).getByText('2 items', { exact: true }).waitFor();
      await eventually(async () =>
        expect(await subtotal(drawer(page))).toBe(formatUsd(energy.price + vitaminD.price)),
      );
      await expectNoSeriousAxeViolations(page, 'the cart drawer with two products');

      const checkout = drawer(page).getByRole('link', { name: 'Checkout' });
      expect(await checkout.getAttribute('href')).toMatch(checkoutUrl);

      await drawer(page)
        .getByRole('button', { name: `Increase quantity of ${energy.title}` })
        .click();
      await drawer(page)
        .getByRole('group', { name: `Quantity of ${energy.title}` })
        .getByText('Quantity 2')
        .waitFor();
      await eventually(async () =>
        expect(await subtotal(drawer(page))).toBe(formatUsd(2 * energy.price + vitaminD.price)),
      );
      await drawer(page).getByText('3 items', { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'hidden' });
      await cartButton(page, 'Cart, 3 items').waitFor();

      // The cart is kept in the browser: a reload finds it again.
      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await cartButton(page, 'Cart, 3 items').waitFor();

      await cartButton(page, 'Cart, 3 items').click();
      await drawer(page).getByRole('link', { name: 'View Cart' }).click();
      await waitForPath(page, '/cart');
      await expectMainHeading(page, 'Your Cart');
      const main = page.getByRole('main');
      await expectLines(main, [energy.title, vitaminD.title]);
      await main.getByRole('heading', { name: 'Order Summary' }).waitFor();
      expect(await main.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toMatch(checkoutUrl);
      await expectNoSeriousAxeViolations(page, '/cart with two products');

      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await expectMainHeading(page, 'Your Cart');
      await expectLines(main, [energy.title, vitaminD.title]);
      expect(await subtotal(main)).toBe(formatUsd(2 * energy.price + vitaminD.price));

      await main.getByRole('button', { name: `Remove ${energy.title}` }).click();
      await expectLines(main, [vitaminD.title]);
      await cartButton(page, 'Cart, 1 item').waitFor();
      await main.getByRole('button', { name: `Remove ${vitaminD.title}` }).click();
      await expectMainHeading(page, seedContent.cartPage().emptyTitle);
      await main.getByRole('link', { name: seedContent.cartPage().continueLabel }).waitFor();
      await cartButton(page, 'Cart').waitFor();
    });
  });

  it('"Buy Now" on a product page goes straight to the checkout of a cart holding it', async () => {
    await visit(browser, `/products/${vitaminD.handle}`, async ({ page }) => {
      await expectMainHeading(page, vitaminD.title);
      await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).click();
      await page.waitForURL(checkoutUrl);
      // The local shop's checkout shows the order and says what live mode does.
      await expectMainHeading(page, 'Checkout');
      const main = page.getByRole('main');
      await main.getByText('This is the local shop: nothing is charged here.').waitFor();
      await main.getByText(/In live mode this step is Shopify.s secure checkout/).waitFor();
      const order = main.getByRole('list', { name: 'Items in your order' });
      await order.getByText(vitaminD.title).waitFor();
      await order.getByText(`1 × ${formatUsd(vitaminD.price)} · One-time purchase`).waitFor();
      expect(
        await main
          .getByText('Total', { exact: true })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      ).toBe(formatUsd(vitaminD.price));
      await expectNoSeriousAxeViolations(page, 'the local shop’s checkout');
    });
  });
});

/** `/cart?add=` for one Daily Energy B-Complex, as a link on any site can name it. */
const addEnergy = `/cart?add=${encodeURIComponent(catalogue.find((each) => each.handle === energy.handle)!.variants[0]!.id)}`;

describe.concurrent('a link to /cart?add=', () => {
  it('from another site asks the shopper first, and changes the cart only on Add to Cart', async () => {
    await visit(browser, '/', async ({ page }) => {
      const store = new URL(page.url()).origin;
      await page.route('https://elsewhere.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Offer</title><a href="${store}${addEnergy}">A great deal</a>`,
        }),
      );
      const question = page.getByRole('dialog', { name: `Add ${energy.title} to your cart?` });
      const followTheLink = async () => {
        await page.goto('https://elsewhere.example/offer');
        await page.getByRole('link', { name: 'A great deal' }).click();
        await waitForPath(page, '/cart');
        await question.waitFor();
      };

      await followTheLink();
      await expectNoSeriousAxeViolations(page, 'the question a link from another site asks');
      await question.getByRole('button', { name: 'No thanks' }).click();
      await question.waitFor({ state: 'hidden' });
      await expectMainHeading(page, seedContent.cartPage().emptyTitle);
      await cartButton(page, 'Cart').waitFor();

      await followTheLink();
      await question.getByRole('button', { name: 'Add to Cart' }).click();
      await expectLines(page.getByRole('main'), [energy.title]);
      await cartButton(page, 'Cart, 1 item').waitFor();
    });
  });

  it("from the store's own page (its Add to Cart form as plain HTML) adds at once", async () => {
    await visit(browser, `/products/${energy.handle}`, async ({ page }) => {
      await page.evaluate((address) => window.location.assign(address), addEnergy);
      await waitForPath(page, '/cart');
      await expectLines(page.getByRole('main'), [energy.title]);
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });
});

/** The order summary's terms and amounts, in the order they are read. */
const summaryTerms = (page: Page) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dt, dd')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));

describe.concurrent('discount codes', () => {
  it("shows the local shop's WELCOME10 as a line of its own: the code and what it saves, between subtotal and total", async () => {
    await visit(browser, `/products/${energy.handle}`, async ({ page }) => {
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      await drawer(page).getByRole('link', { name: 'View Cart' }).click();
      await waitForPath(page, '/cart');
      const field = page.getByRole('textbox', { name: 'Discount code' });
      await field.fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Discount code WELCOME10 applied.').waitFor();

      // The local shop takes 10% off the subtotal, to the cent (mocks/shopify/cart-prices.ts).
      const savedCents = Math.round(energy.price * 100 * 0.1);
      await eventually(async () =>
        expect(await summaryTerms(page)).toEqual([
          'Subtotal',
          formatUsd(energy.price),
          'Discount WELCOME10',
          `−${formatUsd(savedCents / 100)}`,
          'Total',
          formatUsd((Math.round(energy.price * 100) - savedCents) / 100),
        ]),
      );
      await expectNoSeriousAxeViolations(page, '/cart with a discount code');

      await page.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
      await eventually(async () =>
        expect(await summaryTerms(page)).toEqual([
          'Subtotal',
          formatUsd(energy.price),
          'Total',
          formatUsd(energy.price),
        ]),
      );
    });
  });
});

describe.concurrent('the cart on a phone', () => {
  it('shows the total and Checkout on the first screen with three lines, and they never move', async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        for (const title of ['Daily Energy B-Complex', 'Probiotic 40 Billion CFU', 'Turmeric with Ginger']) {
          const { handle } = catalogueProduct(title);
          await page.goto(`/products/${handle}`);
          await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
          await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
          await lines(drawer(page)).getByRole('link', { name: title }).waitFor();
          // Shopify has the line (its price shown) before the next page is loaded in its place.
          await lines(drawer(page)).getByText('Adding to your cart…').waitFor({ state: 'detached' });
        }
        // Every move of the page's content from here on, with what moved.
        await page.addInitScript(() => {
          const moves: string[] = [];
          (window as unknown as { moves: string[] }).moves = moves;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              sources?: { node?: Node | null }[];
            })[]) {
              for (const source of entry.sources ?? []) {
                const node = source.node;
                const element = node instanceof Element ? node : node?.parentElement;
                const summary = element?.closest('section');
                moves.push(summary?.textContent?.startsWith('Order Summary') ? 'the order summary' : 'other');
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto('/cart');
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        const main = page.getByRole('main');
        await eventually(async () => expect(await lines(main).getByRole('link').count()).toBe(3));
        await main.getByRole('textbox', { name: 'Discount code' }).waitFor();

        const checkout = main.getByRole('link', { name: 'Checkout' });
        const total = main.getByText('Total', { exact: true });
        for (const [name, control] of [
          ['Checkout', checkout],
          ['Total', total],
        ] as const) {
          const place = await control.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return {
              scrolled: window.scrollY,
              onFirstScreen: box.top >= 0 && box.bottom <= window.innerHeight,
              uncovered: hit !== null && element.contains(hit),
              top: Math.round(box.top),
            };
          });
          expect(place, `${name} at y ${place.top}`).toMatchObject({
            scrolled: 0,
            onFirstScreen: true,
            uncovered: true,
          });
        }
        const moves = await page.evaluate(() => (window as unknown as { moves: string[] }).moves);
        expect(moves, 'the order summary never moved').not.toContain('the order summary');
      },
      { context: mobileViewport },
    );
  });

  it('opens its drawer across the whole screen', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        await addFromGrid(page, energy.title);
        await drawer(page).waitFor();
        await expectLines(drawer(page), [energy.title]);
        // Wait for the slide-in to end before measuring.
        await eventually(async () => {
          const box = await drawer(page).boundingBox();
          expect(box?.x).toBe(0);
          expect(box?.width).toBe(mobileViewport.viewport?.width);
        });
        await expectNoSeriousAxeViolations(page, 'the cart drawer on a phone');
      },
      { context: mobileViewport },
    );
  });
});
