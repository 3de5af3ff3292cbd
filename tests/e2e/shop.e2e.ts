/**
 * The shop as a shopper uses it: the "Filter by" select and each filter's own address, the product
 * detail dialog, a product's own page, a condition's collection (dialog and page), and the grid on
 * a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, desktopViewport, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import {
  eventually,
  expectClaimMarkLeadsToStatement,
  expectMainHeading,
  reviewsOfTheApp,
  visit,
  waitForPath,
} from './page-checks';
import { catalogue, type FilterTag } from '../../mocks/data/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shopHeading = 'Supplements for Our Health';
const titlesTagged = (tag: FilterTag) =>
  catalogue.filter((product) => product.tags.includes(tag)).map((product) => product.title);

/** The shop's product grid (the list named by "Our Products") and the cards in it. */
const grid = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Our Products' });
const cards = (page: Page) => grid(page).getByRole('article');
const card = (page: Page, title: string) => grid(page).getByRole('article', { name: title, exact: true });
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const filterSelect = (page: Page) => page.getByRole('combobox', { name: 'Filter by' });
const chosenFilter = (page: Page) =>
  filterSelect(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

/** Shows every page of the grid ("Show more products" until it goes), then checks its titles. */
async function expectGridShows(page: Page, titles: string[]) {
  const more = page.getByRole('button', { name: 'Show more products' });
  // The grid has settled on this list once the status counts it ("Showing 6 of 74 products").
  await page
    .getByRole('status')
    .getByText(new RegExp(`^Showing (\\d+ of )?${titles.length} products$`))
    .waitFor();
  while (await more.isVisible()) await more.click();
  await eventually(async () => expect((await cardTitles(page)).sort()).toEqual([...titles].sort()));
  await page.getByRole('status').getByText(`Showing ${titles.length} products`).waitFor();
}

/** A product with three photos (so its gallery is a carousel) and key benefits of its own. */
const omega = catalogue.find((product) => product.title === 'Triple-Strength Omega-3 Fish Oil')!;

describe.concurrent('the shop', () => {
  it('narrows the grid to the chosen condition at its own address, and shows all again', async () => {
    await visit(browser, '/shop', async ({ page }) => {
      await expectMainHeading(page, shopHeading);
      await expectGridShows(
        page,
        catalogue.map((product) => product.title),
      );
      expect(await chosenFilter(page), 'the placeholder while every product shows').toBe('Select Condition');

      await filterSelect(page).selectOption({ label: 'Heart Health' });
      await waitForPath(page, '/shop/heart');
      const heart = titlesTagged('heart');
      expect(heart.length).toBeGreaterThan(3);
      expect(heart.length).toBeLessThan(catalogue.length);
      await expectGridShows(page, heart);
      expect(await chosenFilter(page)).toBe('Heart Health');
      await expectNoSeriousAxeViolations(page, '/shop filtered by Heart Health');

      await filterSelect(page).selectOption({ label: 'Eye Health' });
      await waitForPath(page, '/shop/eye');
      await expectGridShows(page, titlesTagged('eye'));

      await filterSelect(page).selectOption({ label: 'All Products' });
      await waitForPath(page, '/shop');
      await expectGridShows(
        page,
        catalogue.map((product) => product.title),
      );
    });
  });

  it('moves an older /shop?category= link (a health goal\'s "heart-health") to its filter\'s page', async () => {
    await visit(browser, '/shop?category=heart-health', async ({ page }) => {
      await waitForPath(page, '/shop/heart');
      await expectMainHeading(page, shopHeading);
      await expectGridShows(page, titlesTagged('heart'));
      expect(await chosenFilter(page)).toBe('Heart Health');
    });
  });

  it("shows a filter's page filtered from the first paint: the prerendered grid is the filtered one", async () => {
    const response = await fetch(new URL('/shop/sleep', baseUrl()), { headers: { accept: 'text/html' } });
    const html = await response.text();
    // A card's title as React writes it into the page's markup.
    const markup = (title: string) =>
      `>${title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;')}<`;
    for (const title of catalogue.map((product) => product.title)) {
      expect(html.includes(markup(title)), title).toBe(titlesTagged('sleep').includes(title));
    }
  });

  // The omega is on the first page of the heart filter's products (the whole shop's first page holds 6).
  it('"View Full Details" opens the product in a dialog with everything to decide and buy', async () => {
    await visit(browser, '/shop/heart', async ({ page }) => {
      const details = card(page, omega.title).getByRole('link', { name: 'View Full Details' });
      expect(await details.getAttribute('href')).toBe(`/products/${omega.handle}`);
      await details.click();
      const dialog = page.getByRole('dialog', { name: omega.title });
      await dialog.waitFor();
      await dialog.getByRole('heading', { name: 'About This Product' }).waitFor();
      await dialog.getByText(omega.description).waitFor();
      await dialog.getByRole('heading', { name: 'Key Benefits' }).waitFor();
      // Each key benefit is a claim: it ends with its † (to the statement the dialog prints).
      for (const benefit of omega.benefits) await dialog.getByText(`${benefit}†`, { exact: true }).waitFor();
      await dialog.getByText(/^† These statements have not been evaluated/).waitFor();
      await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
      await dialog.getByRole('button', { name: 'Buy Now' }).waitFor();
      await dialog.getByText('Secure checkout via Shopify').waitFor();
      // Three photos: a carousel with arrows.
      await dialog.getByRole('region', { name: `Photos of ${omega.title}` }).waitFor();
      await expectNoSeriousAxeViolations(page, 'the product detail dialog');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  it("asks for a product's details' code once the page answers, not while it hydrates", async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        // `visit` waited for the page to answer; the code is asked for in an idle moment after it.
        let asked: number | undefined;
        await eventually(async () => {
          asked = await page.evaluate(
            () =>
              performance
                .getEntriesByType('resource')
                .find((entry) => /\/assets\/product-detail-dialog-[\w-]+\.js$/.test(entry.name))?.startTime,
          );
          expect(asked, "the details' code was asked for").toBeTypeOf('number');
        });
        const answered = await page.evaluate(() => (window as { answeredAt?: number }).answeredAt);
        expect(answered, 'the page marked itself as answering taps').toBeTypeOf('number');
        expect(asked, 'the details were asked for after the page answered').toBeGreaterThanOrEqual(answered!);
        // And a tap then opens them.
        await cards(page).first().getByRole('link', { name: 'View Full Details' }).click();
        await page.getByRole('dialog', { name: catalogue[0]!.title }).waitFor();
      },
      {
        prepare: async (page) => {
          await page.addInitScript(() => {
            new MutationObserver((_, observer) => {
              if (!document.documentElement.hasAttribute('data-interactive')) return;
              (window as { answeredAt?: number }).answeredAt = performance.now();
              observer.disconnect();
            }).observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
          });
        },
      },
    );
  });

  it("a product's name leads to its own page, with its title and structured data", async () => {
    await visit(browser, '/shop/heart', async ({ page }) => {
      await card(page, omega.title).getByRole('link', { name: omega.title, exact: true }).click();
      await waitForPath(page, `/products/${omega.handle}`);
      await expectMainHeading(page, omega.title);
      await eventually(async () => expect(await page.title()).toMatch(new RegExp(`^${omega.title} \\|`)));
      await page.getByRole('heading', { level: 2, name: 'About This Product' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).waitFor();

      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
        );
      const described = jsonLd.find(
        (data): data is { '@type': string[]; name: string; offers: { price: string } } =>
          typeof data === 'object' &&
          data !== null &&
          [(data as { '@type'?: unknown })['@type']].flat().includes('Product'),
      );
      expect(described, 'a schema.org Product on the page').toBeDefined();
      expect(described?.name).toBe(omega.title);
      // With its Supplement Facts, the product is also a schema.org DietarySupplement.
      expect(described?.['@type']).toEqual(['Product', 'DietarySupplement']);
      expect(described?.offers.price).toBe(omega.variants[0]!.price.toFixed(2));

      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click();
      await waitForPath(page, '/shop');
      await expectMainHeading(page, shopHeading);
    });
  });
});

describe.concurrent('the shop under its other names', () => {
  const gridNamed = (page: Page, name: string) => page.getByRole('main').getByRole('list', { name });
  const titlesIn = (page: Page, name: string) =>
    gridNamed(page, name).getByRole('article').getByRole('heading').allTextContents();

  it('/bestsellers lists every product the best-selling first, under its own names', async () => {
    // The mock shop ranks sales by review count (mocks/shopify/search.ts).
    const ranked = [...catalogue].sort((a, b) => b.reviewCount - a.reviewCount || a.number - b.number);
    await visit(browser, '/bestsellers', async ({ page }) => {
      await expectMainHeading(page, shopHeading);
      expect(await page.title()).toBe('Bestsellers | Sankofa Wellness');
      await page.getByRole('main').getByRole('heading', { level: 2, name: 'Bestsellers' }).waitFor();
      await page.getByRole('status').getByText('Showing 6 of 74 products').waitFor();
      expect(await titlesIn(page, 'Bestsellers')).toEqual(ranked.slice(0, 6).map((product) => product.title));
    });
  });

  it('/bundles lists the bundles only, under its own names, from the first paint', async () => {
    const bundles = catalogue.filter((product) => product.form === 'bundle').map((product) => product.title);
    await visit(browser, '/bundles', async ({ page }) => {
      await expectMainHeading(page, shopHeading);
      expect(await page.title()).toBe('Bundles | Sankofa Wellness');
      await page.getByRole('main').getByRole('heading', { level: 2, name: 'Bundles' }).waitFor();
      await page.getByRole('status').getByText(`Showing 6 of ${bundles.length} products`).waitFor();
      expect(await titlesIn(page, 'Bundles')).toEqual(bundles.slice(0, 6));
      await page.getByRole('button', { name: 'Show more products' }).click();
      await page.getByRole('status').getByText(`Showing ${bundles.length} products`).waitFor();
      expect(await titlesIn(page, 'Bundles')).toEqual(bundles);
    });
    const html = await (
      await fetch(new URL('/bundles', baseUrl()), { headers: { accept: 'text/html' } })
    ).text();
    // The first page's cards are in the page file, each title as it holds it (parse5 escapes only
    // &, < and > in text).
    for (const title of bundles.slice(0, 6))
      expect(html, title).toContain(`>${title.replaceAll('&', '&amp;')}<`);
  });
});

describe.concurrent('a product page', () => {
  it('says its key benefits once: the checklist, not also a picture of the same list', async () => {
    await visit(browser, `/products/${omega.handle}`, async ({ page }) => {
      await expectMainHeading(page, omega.title);
      const main = page.getByRole('main');
      expect(await main.getByRole('heading', { name: 'Key Benefits' }).count()).toBe(1);
      for (const benefit of omega.benefits) {
        expect(await main.getByRole('listitem').filter({ hasText: benefit }).count(), benefit).toBe(1);
      }
      expect(await main.getByRole('img', { name: /key benefits/i }).count()).toBe(0);
    });
  });
});

describe.concurrent('the † of a claim on a product page', () => {
  it.each([
    ['a computer', desktopViewport],
    ['a phone', mobileViewport],
  ])(
    'brings the FDA statement into view on %s, from the benefit and from a key benefit',
    async (_, context) => {
      await visit(
        browser,
        `/products/${omega.handle}`,
        async ({ page }) => {
          await expectMainHeading(page, omega.title);
          // The first † follows the benefit ("About This Product"), the third the second key benefit.
          // The first is in the sections below the first screen: tapped once they are the app's, as
          // their growth then (the reviews' controls) would move the statement after the jump.
          await reviewsOfTheApp(page);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expectClaimMarkLeadsToStatement(page, 0);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expectClaimMarkLeadsToStatement(page, 2);
        },
        { context },
      );
    },
  );
});

describe.concurrent('the † of a claim', () => {
  const claimMarks = (page: Page) =>
    page.getByRole('main').getByRole('link', { name: 'See the FDA statement about this claim' });

  it.each([
    ['a computer', desktopViewport],
    ['a phone', mobileViewport],
  ])(
    'takes taps in a 24×24 px square around it on %s, without moving a line of the claim',
    async (_, context) => {
      await visit(
        browser,
        `/products/${omega.handle}`,
        async ({ page }) => {
          await expectMainHeading(page, omega.title);
          const mark = claimMarks(page).first();
          await mark.scrollIntoViewIfNeeded();
          // Every point of the square (its corners 1 px in) reaches the mark, nothing in front of it.
          const reached = await mark.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
            return [-11.5, 0, 11.5].flatMap((dx) =>
              [-11.5, 0, 11.5].map((dy) => {
                const hit = document.elementFromPoint(x + dx, y + dy);
                return hit !== null && element.contains(hit);
              }),
            );
          });
          expect(reached, 'each point of the 24×24 square reaches the mark').toEqual(Array(9).fill(true));
          // The claim's lines are where they would be without the larger target.
          const claim = mark.locator('xpath=ancestor::p[1]');
          const height = () => claim.evaluate((element) => element.getBoundingClientRect().height);
          const withTarget = await height();
          await page.addStyleTag({
            content: 'a[href="#fda-statement"]::before { display: none !important; }',
          });
          expect(await height()).toBe(withTarget);
        },
        { context },
      );
    },
  );

  it('shows keyboard focus around the square it takes taps in', async () => {
    await visit(browser, `/products/${omega.handle}`, async ({ page }) => {
      await expectMainHeading(page, omega.title);
      const mark = claimMarks(page).first();
      await mark.focus();
      const ring = await mark.evaluate((element) => {
        const before = getComputedStyle(element, '::before');
        return {
          focusVisible: element.matches(':focus-visible'),
          outline: `${before.outlineStyle} ${before.outlineWidth}`,
          size: `${before.width} ${before.height}`,
        };
      });
      expect(ring).toEqual({ focusVisible: true, outline: 'solid 2px', size: '24px 24px' });
    });
  });
});

describe.concurrent("a condition page's collection", () => {
  it('opens "Shop Our Collection" with the products the page came with, each with "View product" and "Add to cart", and closes', async () => {
    // Shopify's answer for the collection is held: the products shown are the page's own.
    let answerShopify = () => {};
    const shopifyAnswers = new Promise<void>((resolve) => (answerShopify = resolve));
    const holdCollection = async (page: Page) => {
      await page.route('**/api/*/graphql.json', async (route) => {
        if (route.request().postData()?.includes('query Collection(')) await shopifyAnswers;
        await route.continue().catch(() => {}); // the page may be gone by then
      });
    };
    await visit(
      browser,
      '/conditions/sleep',
      async ({ page }) => {
        await page.getByRole('main').getByRole('link', { name: 'Shop Sleep Support' }).click();
        const dialog = page.getByRole('dialog', { name: 'Shop Our Collection' });
        await dialog.waitFor();
        const sleep = titlesTagged('sleep');
        await eventually(async () =>
          expect((await dialog.getByRole('article').getByRole('heading').allTextContents()).sort()).toEqual(
            [...sleep].sort(),
          ),
        );
        for (const title of sleep) {
          const product = dialog.getByRole('article', { name: title, exact: true });
          await product.getByRole('link', { name: 'View product' }).waitFor();
          await product.getByRole('button', { name: 'Add to cart' }).waitFor();
        }
        answerShopify();
        await expectNoSeriousAxeViolations(page, 'the collection dialog');

        await dialog.getByRole('button', { name: 'Close' }).click();
        await eventually(async () =>
          expect(await page.getByRole('dialog').count(), 'the dialog is removed').toBe(0),
        );
        await expectMainHeading(page, 'Sleep Support');
      },
      { prepare: holdCollection },
    );
  });
});

describe.concurrent("a collection's own page", () => {
  it('lists its products with their buttons, under its title and structured data', async () => {
    await visit(browser, '/collections/sleep-support', async ({ page }) => {
      await expectMainHeading(page, 'Sleep Support');
      const main = page.getByRole('main');
      const sleep = titlesTagged('sleep');
      await eventually(async () =>
        expect((await main.getByRole('article').getByRole('heading').allTextContents()).sort()).toEqual(
          [...sleep].sort(),
        ),
      );
      await main.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
        );
      const described = jsonLd.find(
        (data): data is { '@type': string; mainEntity: { numberOfItems: number } } =>
          typeof data === 'object' &&
          data !== null &&
          (data as { '@type'?: unknown })['@type'] === 'CollectionPage',
      );
      expect(described?.mainEntity.numberOfItems).toBe(sleep.length);
      await expectNoSeriousAxeViolations(page, 'a collection page');
    });
  });
});

describe.concurrent('the shop on a computer', () => {
  it("shows the first card's price and Add to Cart on the first screen at 1366×900", async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        await expectMainHeading(page, shopHeading);
        const first = cards(page).first();
        const screenHeight = page.viewportSize()!.height;
        const bottomOf = async (name: string, found: ReturnType<Page['locator']>) => {
          const box = await found.boundingBox();
          if (!box) throw new Error(`The first card's ${name} is not laid out`);
          return box.y + box.height;
        };
        const price = first.getByText(/^\$\d[\d,]*\.\d\d$/).first();
        const addToCart = first.getByRole('button', { name: 'Add to Cart' });
        await addToCart.waitFor();
        expect(await bottomOf('price', price), 'the price is on the first screen').toBeLessThanOrEqual(
          screenHeight,
        );
        expect(
          await bottomOf('Add to Cart', addToCart),
          'Add to Cart is on the first screen',
        ).toBeLessThanOrEqual(screenHeight);
      },
      { context: { viewport: { width: 1366, height: 900 } } },
    );
  });
});

describe.concurrent('the shop on a phone', () => {
  it('lays the products out in one column', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        await expectMainHeading(page, shopHeading);
        // The cards themselves: a card holds lists of its own (its certification badges).
        const items = cards(page);
        await items.nth(2).waitFor();
        const box = async (index: number) => {
          const found = await items.nth(index).boundingBox();
          if (!found) throw new Error(`Card ${index + 1} is not laid out`);
          return found;
        };
        const list = await grid(page).boundingBox();
        if (!list) throw new Error('The grid is not laid out');
        const [first, second, third] = [await box(0), await box(1), await box(2)];
        for (const each of [first, second, third]) {
          expect(each.x, 'each card starts at the left of the grid').toBeCloseTo(list.x, 0);
          expect(each.width, 'each card is as wide as the grid').toBeCloseTo(list.width, 0);
        }
        expect(second.y, 'the second card is below the first').toBeGreaterThanOrEqual(first.y + first.height);
        expect(third.y, 'the third card is below the second').toBeGreaterThanOrEqual(
          second.y + second.height,
        );
      },
      { context: mobileViewport },
    );
  });
});
