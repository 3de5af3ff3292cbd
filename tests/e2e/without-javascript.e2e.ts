/**
 * The store with JavaScript turned off: every prerendered page is complete and readable, its
 * links lead somewhere, nothing claims the store needs JavaScript to show, and each control that
 * cannot work without it says so where it is (docs/page-loading.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { baseUrl, connectBrowser, desktopViewport, mobileViewport, type Browser, type Page } from './browser';
import { expectClaimMarkLeadsToStatement, expectMainHeading, visit, waitForPath } from './page-checks';
import { catalogueProduct } from './mock-catalogue';
import { storeRoutes } from './routes';
import { seedContent } from './seed';
import { formatUsd } from '../../src/domain/money';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noScript: BrowserContextOptions = { ...desktopViewport, javaScriptEnabled: false };
const noScriptPhone: BrowserContextOptions = { ...mobileViewport, javaScriptEnabled: false };

/** Loading placeholders stand in for what only the app brings: none may show here. */
async function expectNoPlaceholders(page: Page) {
  const shown = await page
    .locator('.MuiSkeleton-root')
    .evaluateAll((skeletons) => skeletons.filter((skeleton) => skeleton.getClientRects().length > 0).length);
  expect(shown, 'loading placeholders shown').toBe(0);
}

describe('without JavaScript', () => {
  // The cart lives in the browser: without JavaScript its page is "Your Cart" with a note, never "empty".
  const routes = storeRoutes().map((route) =>
    route.path === '/cart' ? { ...route, heading: 'Your Cart' } : route,
  );

  it.concurrent.each(routes)(
    '$path is complete, and every link in it leads somewhere',
    async ({ path, heading }) => {
      await visit(
        browser,
        path,
        async ({ page }) => {
          await expectMainHeading(page, heading);
          await expectNoPlaceholders(page);
          expect(await page.getByText(/needs JavaScript to show its store/).count()).toBe(0);
          const dead = await page
            .locator('main a:not([href]), header a:not([href]), footer a:not([href])')
            .count();
          expect(dead, 'links without an address').toBe(0);
        },
        { context: noScript },
      );
    },
  );

  it('the cart page says the cart needs JavaScript, and Buy Now goes to Shopify without it', async () => {
    await visit(
      browser,
      '/cart',
      async ({ page }) => {
        await page.getByText(/Your cart is kept by this browser and needs JavaScript/).waitFor();
      },
      { context: noScript },
    );
    await visit(
      browser,
      '/products/vitamin-d3-k2',
      async ({ page }) => {
        const buyNow = page.getByRole('main').getByRole('button', { name: 'Buy Now' });
        const action = await buyNow.evaluate((button: HTMLButtonElement) => button.form?.action ?? '');
        // Shopify's cart permalink, /cart/{variant id}:{quantity}: in mock mode on the store's own
        // origin, where the local Storefront makes the cart and sends the shopper to its checkout.
        expect(action).toMatch(new RegExp(`^${new URL(page.url()).origin}/cart/\\d+:1$`));
        await page
          .getByRole('main')
          .getByText(/Buy Now goes straight to checkout without it/)
          .waitFor();
        await buyNow.click();
        await page.waitForURL(/\/cart\/c\/[A-Za-z0-9]+\?key=[0-9a-f]+$/);
        await page
          .getByRole('list', { name: 'Items in your order' })
          .getByText(`1 × ${formatUsd(catalogueProduct('Vitamin D3 + K2').price)} · One-time purchase`)
          .waitFor();
      },
      { context: noScript },
    );
  });

  it("a claim's † leads to the FDA statement", async () => {
    await visit(
      browser,
      '/products/vitamin-d3-k2',
      async ({ page }) => {
        await expectMainHeading(page, 'Vitamin D3 + K2');
        await expectClaimMarkLeadsToStatement(page);
      },
      { context: noScript },
    );
  });

  it('the shop offers its filters as links', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        await page.getByRole('main').getByRole('link', { name: 'Eye Health', exact: true }).click();
        await waitForPath(page, '/shop/eye');
        await page
          .getByRole('status')
          .getByText(/^Showing \d+ products?$/)
          .waitFor();
      },
      { context: noScript },
    );
  });

  it('the shop links the products past its first cards, in place of Show more', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        const status = await page
          .getByRole('status')
          .getByText(/^Showing 6 of \d+ products$/)
          .textContent();
        const total = Number(/of (\d+)/.exec(status!)![1]);
        expect(await page.getByRole('button', { name: 'Show more products' }).isVisible()).toBe(false);
        // By pattern, as the other checks here: a string does not find a noscript's text.
        await page.getByText(new RegExp(`^The other ${total - 6} products:$`)).waitFor();
        const others = page.getByRole('main').locator('.no-script-note li a');
        expect(await others.count()).toBe(total - 6);
        const last = others.last();
        const title = (await last.textContent())!;
        await last.click();
        await expectMainHeading(page, title);

        // A filter with one product past its first cards names it alone.
        await page.goto('/shop/digestion');
        await page.getByRole('status').getByText('Showing 6 of 7 products').waitFor();
        await page.getByText(/^The other product:$/).waitFor();
      },
      { context: noScript },
    );
  });

  it('the FAQ opens its answers', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        const [first] = seedContent.faqItems();
        await page.locator('main summary', { hasText: first!.question }).click();
        expect(await page.getByText(first!.answer).isVisible()).toBe(true);
      },
      { context: noScript },
    );
  });

  it("a phone's menu button shows the menu's links", async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await menu.getByRole('link', { name: 'Take Wellness Quiz' }).waitFor();
        await menu.getByRole('link', { name: 'Health Conditions' }).click();
        await waitForPath(page, '/conditions');
      },
      { context: noScriptPhone },
    );
  });

  it('the quiz, the search and the community lists say that they need JavaScript', async () => {
    for (const [path, note] of [
      ['/quiz', /The quiz needs JavaScript/],
      ['/search', /Search results need JavaScript/],
      ['/community', /needs JavaScript to show/],
    ] as const) {
      await visit(
        browser,
        path,
        async ({ page }) => {
          await page.getByText(note).first().waitFor();
        },
        { context: noScript },
      );
    }
  });

  it('search engines find every page worth listing in the sitemap that robots.txt names', async () => {
    const robots = await (await fetch(new URL('/robots.txt', baseUrl()))).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl, 'robots.txt names a sitemap').toBeTruthy();
    const sitemap = await (await fetch(new URL(new URL(sitemapUrl!).pathname, baseUrl()))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of ['/', '/shop', '/faq', '/conditions/sleep', '/collections/sleep-support'])
      expect(listed).toContain(path);
    expect(listed.some((path) => path.startsWith('/products/'))).toBe(true);
    // Pages that ask not to be listed stay out: a cart, search results, the login, unsubscribe and admin pages.
    for (const path of ['/cart', '/search', '/auth', '/unsubscribe', '/admin'])
      expect(listed).not.toContain(path);
  });
});
