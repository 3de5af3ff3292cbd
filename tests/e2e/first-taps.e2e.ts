/**
 * The impatient shopper: every main flow tapped once the page is parsed, while the app's code is held
 * back until the journey releases it, so the taps land on the prerendered HTML before the app has
 * hydrated it. Each tap must still have its effect, once: as HTML (every control that leads
 * somewhere is a real link or form), and what the shopper typed, ticked or chose counts once the app
 * runs (src/lib/hydration/early-input.ts, docs/page-loading.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import {
  eventually,
  expectMainHeading,
  pathOf,
  reviewsOfTheApp,
  visit,
  waitForPath,
  type VisitSetup,
} from './page-checks';
import { seedContent } from './seed';
import { catalogue } from '../../mocks/data/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const impatient = { holdApp: true } as const;

/** The tap is about to land before the app has hydrated the page (else the test proves nothing). */
async function expectNotYetHydrated(page: Page) {
  expect(await page.locator('html[data-interactive]').count(), 'the app has not hydrated yet').toBe(0);
}

const quizFirstQuestion = seedContent.quiz().steps.ageGroup;
const firstInShop = catalogue[0]!;
const emptyCart = seedContent.cartPage().emptyTitle;

/** The browser keeps a cart id from an earlier visit: a cart since checked out, gone at Shopify. */
const keepsACart = async (page: Page) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('kept-once')) return;
    sessionStorage.setItem('kept-once', 'yes');
    localStorage.setItem('shopifyCartId', 'gid://shopify/Cart/checked-out?key=gone');
  });
};

describe.concurrent('a tap before the app has hydrated', () => {
  it('"Add to Cart" on /shop waits on the page, its button working, and the drawer shows the product once, as the page answers', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page, releaseApp }) => {
        // Shopify makes the cart only once the product has been seen on its way in.
        let answerCartCreate = () => {};
        const cartCreateAnswered = new Promise<void>((resolve) => (answerCartCreate = resolve));
        await page.route('**/api/*/graphql.json', async (route) => {
          if (route.request().postData()?.includes('mutation CartCreate')) await cartCreateAnswered;
          await route.fallback();
        });
        const drawerCodeAsked = page.waitForRequest(/\/assets\/cart-drawer-[\w-]+\.js$/);
        await expectNotYetHydrated(page);
        const addToCart = page
          .getByRole('main')
          .getByRole('article', { name: firstInShop.title, exact: true })
          .getByRole('button', { name: 'Add to Cart' });
        await addToCart.click();
        await drawerCodeAsked;
        expect(await addToCart.getAttribute('aria-busy'), 'the button says it is working').toBe('true');
        expect(pathOf(page), 'the shopper stays on the page').toBe('/shop');
        await expectNotYetHydrated(page);
        releaseApp();

        const drawer = page.getByRole('dialog', { name: 'Your Cart', exact: true });
        const lines = drawer.getByRole('list', { name: 'Items in your cart' });
        await lines.getByRole('listitem').filter({ hasText: 'Adding to your cart…' }).waitFor();
        await lines.getByRole('link', { name: firstInShop.title }).waitFor();
        answerCartCreate();
        await lines.getByText('Adding to your cart…').waitFor({ state: 'detached' });
        expect(await lines.getByRole('listitem').count(), 'one line').toBe(1);
        await page.keyboard.press('Escape');
        await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
        expect(pathOf(page)).toBe('/shop');
      },
      impatient,
    );
  });

  it('"View Full Details" opens the product (its page, before the app runs)', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        await expectNotYetHydrated(page);
        await page
          .getByRole('article', { name: firstInShop.title, exact: true })
          .getByRole('link', { name: 'View Full Details' })
          .click();
        await waitForPath(page, `/products/${firstInShop.handle}`);
        await expectMainHeading(page, firstInShop.title);
      },
      impatient,
    );
  });

  it('the header\'s "Quiz" starts the quiz, and an answer tapped early counts', async () => {
    await visit(
      browser,
      '/',
      async ({ page, releaseApp }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('banner').getByRole('link', { name: 'Quiz', exact: true }).click();
        await waitForPath(page, '/quiz');
        await page.getByRole('heading', { name: quizFirstQuestion }).waitFor();
        // The quiz page arrived as HTML too: an answer tapped before it hydrates is ticked at once,
        // and counts once the app runs.
        await page.getByRole('radio', { name: '35-49' }).click();
        expect(await page.getByRole('radio', { name: '35-49' }).isChecked()).toBe(true);
        releaseApp();
        const next = page.getByRole('button', { name: 'Next' });
        await eventually(async () => expect(await next.isEnabled()).toBe(true));
        expect(await page.getByRole('radio', { name: '35-49' }).isChecked()).toBe(true);
        await next.click();
        await page.getByRole('heading', { name: seedContent.quiz().steps.gender }).waitFor();
      },
      impatient,
    );
  });

  it('"Take Quiz for Heart Health" starts the quiz with that concern ticked', async () => {
    await visit(
      browser,
      '/conditions',
      async ({ page }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('main').getByRole('link', { name: 'Take Quiz for Heart Health' }).click();
        await waitForPath(page, '/quiz?concern=heart');
        await page.getByRole('heading', { name: quizFirstQuestion }).waitFor();
      },
      impatient,
    );
  });

  it('a legal tab switches to its page', async () => {
    await visit(
      browser,
      '/privacy',
      async ({ page }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('tab', { name: 'Medical Disclaimer' }).click();
        await waitForPath(page, '/disclaimer');
        await page.getByRole('main').getByRole('heading', { level: 2, name: 'Medical Disclaimer' }).waitFor();
      },
      impatient,
    );
  });

  it('"Shop Sleep Support" opens the collection', async () => {
    await visit(
      browser,
      '/conditions/sleep',
      async ({ page }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('main').getByRole('link', { name: 'Shop Sleep Support' }).click();
        await waitForPath(page, '/collections/sleep-support');
        await expectMainHeading(page, 'Sleep Support');
        await page.getByRole('main').getByRole('article').first().waitFor();
      },
      impatient,
    );
  });

  it("the header's cart button goes to the cart page, which says at once that it is empty", async () => {
    await visit(
      browser,
      '/',
      async ({ page, releaseApp }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
        await waitForPath(page, '/cart');
        // This browser keeps no cart (the boot script's `data-cart-empty`): no waiting for the app.
        await expectMainHeading(page, emptyCart);
        await expectNotYetHydrated(page);
        releaseApp();
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        await expectMainHeading(page, emptyCart);
      },
      impatient,
    );
  });

  it('a browser that keeps a cart waits for the app to show it, never "empty" meanwhile', async () => {
    await visit(
      browser,
      '/cart',
      async ({ page, releaseApp }) => {
        await expectMainHeading(page, 'Your Cart');
        await expectNotYetHydrated(page);
        releaseApp();
        // The kept cart is gone at Shopify (checked out): once the app has asked, the cart is empty.
        await expectMainHeading(page, emptyCart);
      },
      { ...impatient, prepare: keepsACart },
    );
  });

  it("the phone's menu button shows the menu's links at once", async () => {
    await visit(
      browser,
      '/',
      async ({ page, releaseApp }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
        await menu.getByRole('link', { name: 'Take Wellness Quiz' }).waitFor();
        await expectNotYetHydrated(page);
        releaseApp();
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        await menu.getByRole('link', { name: 'Shop Products' }).click();
        await waitForPath(page, '/shop');
      },
      { ...impatient, context: mobileViewport },
    );
  });

  it('a FAQ answer opens at once: the questions are native disclosures', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        await expectNotYetHydrated(page);
        const [first] = seedContent.faqItems();
        await page.locator('main summary', { hasText: first!.question }).click();
        await expectNotYetHydrated(page);
        await page.getByText(first!.answer).waitFor();
      },
      impatient,
    );
  });

  it('a lot number typed early is looked up by the app, as typed', async () => {
    await visit(
      browser,
      '/lab-results',
      async ({ page, releaseApp }) => {
        await expectNotYetHydrated(page);
        const lot = page.getByRole('main').getByRole('textbox', { name: 'Lot number' });
        await lot.fill('SW2602-014');
        releaseApp();
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        expect(await lot.inputValue()).toBe('SW2602-014');
        await page.getByRole('main').getByRole('button', { name: 'Look up' }).click();
        await waitForPath(page, '/lab-results?lot=SW2602-014');
        await page.getByRole('main').getByRole('region', { name: 'Lot SW2602-014' }).waitFor();
      },
      impatient,
    );
  });

  it('the "Filter by" select moves to the chosen condition once the app runs', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page, releaseApp }) => {
        await expectNotYetHydrated(page);
        await page.getByRole('combobox', { name: 'Filter by' }).selectOption({ label: 'Eye Health' });
        releaseApp();
        await waitForPath(page, '/shop/eye');
        await page
          .getByRole('status')
          .getByText(/^Showing \d+ products?$/)
          .waitFor();
      },
      impatient,
    );
  });
});

describe.concurrent("when the app's code never arrives (its build was replaced)", () => {
  const appFails: VisitSetup = {
    ...impatient,
    appFails: true,
    expectedProblems: [/HTTP 404 .*\/assets\/main-/, /Failed to load resource/],
  };
  const cartNote = /^Your cart is kept by this browser and needs JavaScript to show\./;

  it('/cart, for a browser that keeps a cart, says what it needs instead of "Loading your cart…" for good', async () => {
    await visit(
      browser,
      '/cart',
      async ({ page, releaseApp }) => {
        await expectNotYetHydrated(page);
        releaseApp();
        await page.getByText(cartNote).waitFor();
        expect(await page.getByRole('main').getByText('Loading your cart…').isVisible()).toBe(false);
      },
      { ...appFails, prepare: keepsACart },
    );
  });

  it('"Add to Cart" on /shop, held meanwhile, goes to the cart page, which says what it needs', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page, releaseApp }) => {
        await page
          .getByRole('main')
          .getByRole('article', { name: firstInShop.title, exact: true })
          .getByRole('button', { name: 'Add to Cart' })
          .click();
        releaseApp();
        await page.waitForURL((url) => url.pathname === '/cart' && url.searchParams.has('add'));
        await page.getByText(cartNote).waitFor();
      },
      appFails,
    );
  });

  it('/cart, for a browser that keeps none, says it is empty, the way back to the shop a link', async () => {
    await visit(
      browser,
      '/cart',
      async ({ page, releaseApp }) => {
        releaseApp();
        await expectMainHeading(page, emptyCart);
        await page
          .getByRole('main')
          .getByRole('link', { name: seedContent.cartPage().continueLabel })
          .click();
        await waitForPath(page, '/shop');
      },
      appFails,
    );
  });
});

describe("a product page's sections below its first screen", () => {
  const product = catalogue.find((each) => each.reviewCount > 0)!;

  it('take their code once the shopper comes near them, and read as HTML until then', async () => {
    const sectionsAskedFor: string[] = [];
    await visit(
      browser,
      `/products/${product.handle}`,
      async ({ page }) => {
        // The page answers taps (`visit` waited for it); below a phone's first screen the sections
        // show as prerendered, without their code: "Write a review" is the link to the form's page.
        const reviews = page.locator('#reviews');
        const writeReview = reviews.getByRole('link', { name: 'Write a review' });
        expect(await writeReview.getAttribute('href')).toBe(`/products/${product.handle}/review`);
        expect(
          await reviews.getByRole('combobox', { name: 'Sort by' }).count(),
          'the reviews are not yet the app’s',
        ).toBe(0);
        expect(sectionsAskedFor, 'no code asked for what the shopper has not come near').toEqual([]);

        // Scrolled to, the reviews take their controls and the form opens over the page.
        await reviews.scrollIntoViewIfNeeded();
        await reviews.getByRole('combobox', { name: 'Sort by' }).waitFor();
        expect(sectionsAskedFor).toHaveLength(1);
        await writeReview.click();
        await page.getByRole('dialog', { name: 'Write a review' }).waitFor();
        expect(pathOf(page)).toBe(`/products/${product.handle}`);
      },
      {
        context: mobileViewport,
        prepare: async (page) => {
          page.on('request', (request) => {
            if (/\/assets\/product-sections-[\w-]+\.js$/.test(request.url()))
              sectionsAskedFor.push(request.url());
          });
        },
      },
    );
  });

  it('stay as prerendered when the shop cannot be reached after the page has loaded', async () => {
    let refreshFailed: () => void;
    const failed = new Promise<void>((resolve) => (refreshFailed = resolve));
    await visit(
      browser,
      `/products/${product.handle}`,
      async ({ page }) => {
        // The page asks Shopify for the product again once it answers taps, and that fails: the
        // page renders again, and the sections still waiting for the shopper keep their text.
        await failed;
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
        const reviews = page.locator('#reviews');
        expect(await reviews.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
        expect(await reviews.getByRole('link', { name: 'Write a review' }).isVisible()).toBe(true);
        await reviewsOfTheApp(page);
      },
      {
        context: mobileViewport,
        prepare: async (page) => {
          await page.route('**/api/*/graphql.json', async (route) => {
            await route.fulfill({ status: 500, body: 'unavailable' });
            refreshFailed();
          });
        },
        expectedProblems: [/^HTTP 500 .*\/graphql\.json$/, /status of 500/, /not sent to Shopify/],
      },
    );
  });

  it('show what the shop says now when it has changed since the page was built', async () => {
    const renewed = 'A description the merchant rewrote after the build.';
    let refreshed: () => void;
    const answered = new Promise<void>((resolve) => (refreshed = resolve));
    await visit(
      browser,
      `/products/${product.handle}`,
      async ({ page }) => {
        // The product is asked for again once the page answers, and Shopify's answer has changed:
        // the sections, hydrated later, find it, and are drawn from it without an error.
        await answered;
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
        await reviewsOfTheApp(page);
        await page.getByRole('main').getByText(renewed).first().waitFor();
      },
      {
        context: mobileViewport,
        prepare: async (page) => {
          const described = JSON.stringify(product.description).slice(1, -1);
          await page.route('**/api/*/graphql.json', async (route) => {
            const response = await route.fetch();
            const body = await response.text();
            if (!body.includes(described)) return route.fulfill({ response, body });
            await route.fulfill({ response, body: body.replaceAll(described, renewed) });
            refreshed();
          });
        },
      },
    );
  });

  it('show with their controls at once on a product page the shopper reaches from another one', async () => {
    const [first, second] = catalogue.slice(0, 6).filter((each) => each.reviewCount > 0);
    await visit(
      browser,
      `/products/${first!.handle}`,
      async ({ page }) => {
        // The first page's sections wait for the shopper; the next product's page is rendered in
        // the browser, and shows its sections as it comes, controls and all, scrolled to or not.
        await page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: 'Shop' })
          .click();
        await page.getByRole('main').getByRole('link', { name: second!.title, exact: true }).first().click();
        await expectMainHeading(page, second!.title);
        await page
          .locator('#reviews')
          .getByRole('combobox', { name: 'Sort by' })
          .waitFor({ state: 'attached' });
      },
      { context: mobileViewport },
    );
  });
});
