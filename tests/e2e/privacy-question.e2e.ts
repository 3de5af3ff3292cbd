/**
 * The privacy question on a first visit never stands in the shopper's way: at 390 and 1366 px every
 * control a shopper needs first (Add to Cart, Buy Now, the phone's buy bar, the quiz's Next and
 * Back, the cart's Checkout, the slideshow's controls) is on top where it is tapped, nothing moves
 * when the question shows, and Decline weighs as much as Accept all. (What the answer does to the
 * storefront events is storefront-events.e2e.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator } from 'playwright-core';
import { connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, visit, waitForCartAnswer, waitForPath } from './page-checks';
import { catalogueProduct } from './mock-catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const question = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const product = catalogueProduct('Vitamin D3 + K2');

const screens: [string, BrowserContextOptions][] = [
  ['a phone (390 px)', { ...mobileViewport, timezoneId: 'America/New_York' }],
  ['a desktop (1366 px)', { viewport: { width: 1366, height: 900 }, timezoneId: 'Europe/Berlin' }],
];

/**
 * Keeps each layout shift no input caused (CLS's own rule) that moved something up or down the
 * page once the HTML is parsed: what a question pushing the page down would cause. (A header item
 * that grows sideways, or a placeholder that goes, is not the question's doing.) While the HTML is
 * still being parsed, a busy machine's browser paints the page part-read, and the rest of a row or
 * a line then moves what was painted (seen on CI, and at 20x CPU in about one load in four): that
 * is the browser reading the page, not the question, which is in the HTML from its first bytes.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { movedDown: string[] }).movedDown = moved;
    let parsedAt = Infinity;
    document.addEventListener('readystatechange', () => (parsedAt = Math.min(parsedAt, performance.now())), {
      once: true,
    });
    type Shift = PerformanceEntry & {
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput || entry.startTime < parsedAt) continue;
        for (const { node, previousRect, currentRect } of entry.sources) {
          if (previousRect.height > 0 && currentRect.height > 0 && previousRect.y !== currentRect.y)
            moved.push(`${node?.nodeName ?? '?'} from y ${previousRect.y} to ${currentRect.y}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const movedDown = (page: Page) =>
  page.evaluate(() => (window as unknown as { movedDown: string[] }).movedDown);

/**
 * Where the control stands on the first screen, the question is not over it; and scrolled to the
 * middle of the screen, as a shopper would, it is on top at its centre: a tap there lands on it.
 */
async function expectOnTop(control: Locator, what: string) {
  await control.waitFor();
  const hitAt = (centre: boolean) =>
    control.evaluate((element, scroll) => {
      if (scroll) element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return 'out of view';
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit === null) return 'nothing';
      if (element.contains(hit)) return 'the control';
      return hit.closest('section')?.textContent?.includes('Your privacy choices')
        ? 'the privacy question'
        : hit.outerHTML.slice(0, 80);
    }, centre);
  expect(await hitAt(false), `${what} where it stands`).not.toBe('the privacy question');
  expect(await hitAt(true), `${what} can be seen and tapped`).toBe('the control');
}

describe.concurrent.each(screens)('the privacy question on %s, first visit', (_, context) => {
  const firstVisit = { context, keepPrivacyBanner: true, prepare: watchLayoutShifts };

  it('stands above the page from the first paint, moves nothing, and leaves the slideshow free', async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        await question(page).waitFor();
        expect(await movedDown(page), 'what moved while the page loaded and asked').toEqual([]);
        for (const name of ['Pause slideshow', 'Previous image', 'Next image']) {
          await expectOnTop(page.getByRole('button', { name }), `The slideshow's ${name}`);
        }
        await expectOnTop(page.getByRole('link', { name: 'Take the 60-Second Quiz' }).first(), 'The quiz');
        await expectNoSeriousAxeViolations(page, 'the home page with the privacy question');
      },
      firstVisit,
    );
  });

  it('leaves Add to Cart and Buy Now free on a product page, and the buy bar on a phone', async () => {
    await visit(
      browser,
      `/products/${product.handle}`,
      async ({ page }) => {
        await question(page).waitFor();
        const main = page.getByRole('main');
        const addToCart = main.getByRole('button', { name: 'Add to Cart' }).first();
        expect(await movedDown(page), 'what moved while the page loaded and asked').toEqual([]);
        await expectOnTop(addToCart, 'Add to Cart');
        await expectOnTop(main.getByRole('button', { name: 'Buy Now' }).first(), 'Buy Now');
        if (context.isMobile) {
          // Past the page's own Add to Cart, the buy bar keeps it within reach.
          await page.mouse.wheel(0, 900);
          const bar = page.getByRole('region', { name: `Buy ${product.title}` });
          await bar.waitFor();
          const barButton = bar.getByRole('button', { name: 'Add to Cart' });
          await eventually(async () => expectOnTop(barButton, "The buy bar's Add to Cart"));
        }
        await addToCart.click();
        await waitForCartAnswer(page);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Your Cart' }).waitFor({ state: 'detached' });
        expect(await question(page).isVisible(), 'the question waits for an answer').toBe(true);
      },
      firstVisit,
    );
  });

  it("leaves the shop's first Add to Cart and the cart's Checkout free", async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        await question(page).waitFor();
        const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
        await expectOnTop(add, "The first product's Add to Cart");
        await add.click();
        await waitForCartAnswer(page);
        await page.goto('/cart');
        await question(page).waitFor();
        await expectOnTop(page.getByRole('main').getByRole('link', { name: 'Checkout' }), 'Checkout');
      },
      firstVisit,
    );
  });

  it("leaves the quiz's Next and Back free", async () => {
    await visit(
      browser,
      '/quiz',
      async ({ page }) => {
        await question(page).waitFor();
        await page.getByRole('radio', { name: '35-49' }).check();
        const next = page.getByRole('button', { name: 'Next' });
        await expectOnTop(next, 'Next');
        await next.click();
        await page.getByText('Step 2 of 4').waitFor();
        await expectOnTop(page.getByRole('button', { name: 'Back' }), 'Back');
      },
      firstVisit,
    );
  });

  it('offers Decline as plainly as Accept all, and is gone, with nothing moved, once answered', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        const asked = question(page);
        const accept = asked.getByRole('button', { name: 'Accept all' });
        const decline = asked.getByRole('button', { name: 'Decline' });
        const look = (button: Locator) =>
          button.evaluate((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return {
              background: style.backgroundColor,
              colour: style.color,
              border: style.border,
              font: `${style.fontWeight} ${style.fontSize}`,
              height: box.height,
            };
          });
        expect(await look(decline)).toEqual(await look(accept));
        await decline.click();
        await asked.waitFor({ state: 'detached' });
        await page.getByText('Your privacy choices are saved').waitFor();
        // A returning shopper meets no question, from the first paint on.
        await page.goto('/shop');
        await waitForPath(page, '/shop');
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        expect(await asked.count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-privacy-asking'))).toBe(
          false,
        );
      },
      firstVisit,
    );
  });
});
