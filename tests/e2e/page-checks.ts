/** Checks every page must pass, written once and used by the route walk and the journeys. */
import { expect, vi } from 'vitest';
import type { Browser, BrowserContextOptions, Locator } from 'playwright-core';
import { desktopViewport, newVisit, type Page, type Visit } from './browser';
import { EXIT_OFFER_SHOWN_KEY } from '../../src/features/marketing/exit-offer-session';
import { PRIVACY_CHOICES_KEY } from '../../src/components/privacy/privacy-store';

export interface VisitSetup {
  /** Viewport and other context options; desktop by default. */
  context?: BrowserContextOptions;
  /** Runs before the first navigation, e.g. to set the page's clock. */
  prepare?: (page: Page) => Promise<void>;
  /** Leave the exit-intent offer to come (its own tests); otherwise the shopper has seen it this visit. */
  keepExitOffer?: boolean;
  /** Leave the privacy banner to ask (its own tests); otherwise the shopper declined on an earlier visit. */
  keepPrivacyBanner?: boolean;
  /** Problems the journey causes on purpose (a refused password answers HTTP 400). */
  expectedProblems?: RegExp[];
  /**
   * The impatient shopper: the journey starts once the page is parsed while the app's entry module is
   * held back, on this page and the pages it leads to, until the journey calls `releaseApp()`; so
   * its first taps land before the app has hydrated the page, however busy the machine is.
   */
  holdApp?: boolean;
  /** With `holdApp`: the app's entry module, once released, answers 404 (its build is gone). */
  appFails?: boolean;
}

/** What a journey gets: the page, and (with `holdApp`) the moment the app's code may arrive. */
export interface Journey extends Visit {
  releaseApp(): void;
}

/**
 * The exit-intent offer opens by itself after 45 s on the site, once per visit; on a slow machine
 * a long journey reaches that, and the modal hides the page from what the journey reads. Unless a
 * journey is about the offer, it is a shopper who has seen the offer already this visit.
 */
async function offerAlreadySeen(page: Page) {
  // Init scripts run in every document, Chromium's PDF viewer too, which has no storage.
  await page
    .context()
    .addInitScript((key) => globalThis.sessionStorage?.setItem(key, '1'), EXIT_OFFER_SHOWN_KEY);
}

/**
 * The privacy banner stands over the bottom of the screen until the shopper answers it. Unless a
 * journey is about it, the shopper answered on an earlier visit: declined, and Shopify was told.
 */
async function privacyAlreadyAnswered(page: Page) {
  const answer = {
    analytics: false,
    marketing: false,
    preferences: false,
    saleOfData: false,
    answeredAt: '2026-11-01T12:00:00.000Z',
    toldShopify: true,
  };
  await page
    .context()
    .addInitScript(
      ([key, value]) => globalThis.localStorage?.setItem(key!, value!),
      [PRIVACY_CHOICES_KEY, JSON.stringify(answer)],
    );
}

/**
 * Opens `path` in a fresh context, runs `journey`, then fails if the visit logged a console error,
 * threw, or had a failed request; the context is always closed.
 */
export async function visit(
  browser: Browser,
  path: string,
  journey: (visit: Journey) => Promise<void>,
  {
    context = desktopViewport,
    prepare,
    keepExitOffer = false,
    keepPrivacyBanner = false,
    expectedProblems = [],
    holdApp = false,
    appFails = false,
  }: VisitSetup = {},
): Promise<void> {
  const opened = await newVisit(browser, context);
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  try {
    if (!keepExitOffer) await offerAlreadySeen(opened.page);
    if (!keepPrivacyBanner) await privacyAlreadyAnswered(opened.page);
    await prepare?.(opened.page);
    if (context.javaScriptEnabled === false) {
      await opened.page.goto(path);
    } else if (!holdApp) {
      await opened.page.goto(path);
      // Prerendered pages can be read before they respond: wait for React to take over.
      await opened.page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    } else {
      await opened.page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
        await appReleased;
        if (appFails) await route.fulfill({ status: 404, body: 'Not Found' });
        else await route.continue();
      });
      // The page is parsed (`interactive`); DOMContentLoaded itself waits for the held module.
      await opened.page.goto(path, { waitUntil: 'commit' });
      await opened.page.waitForFunction(() => document.readyState !== 'loading');
    }
    await journey({ ...opened, releaseApp });
  } catch (error) {
    if (error instanceof Error && opened.problems.length > 0) {
      error.message += `\nProblems seen on the page:\n  ${opened.problems.join('\n  ')}`;
    }
    throw error;
  } finally {
    releaseApp();
    await opened.context.close();
  }
  const problems = opened.problems.filter(
    (problem) => !expectedProblems.some((expected) => expected.test(problem)),
  );
  if (problems.length > 0) {
    throw new Error(`Console errors or failed requests on ${path}:\n  ${problems.join('\n  ')}`);
  }
}

/** Waits for the page's main heading, then checks it is the only h1. */
export async function expectMainHeading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' }).waitFor();
  const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
  expect(headings, 'exactly one h1 on the page').toHaveLength(1);
}

/**
 * Scrolls through the whole page as a reader would (so lazy content appears), then asks every
 * image still waiting for the viewport (e.g. a carousel's hidden slides) to load too, and fails
 * on any image that did not load.
 */
export async function expectAllImagesLoaded(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  // A broken image is `complete` too, so only one still arriving is waited for: as long as a busy
  // machine may take, and then the test says which ones never came. Checked every 250 ms, not at
  // each animation frame (Playwright's default): in CI the home page's wait once ran out with no
  // image left arriving, a frame never drawn.
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), null, {
      timeout: 90_000,
      polling: 250,
    })
    .catch(async (error: unknown) => {
      const arriving = await page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => !image.complete)
          .map((image) => `${image.currentSrc || image.src || '(no src)'} loading=${image.loading}`),
      );
      throw new Error(`images still arriving after 90 s: ${arriving.join(', ')}`, { cause: error });
    });
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.naturalWidth === 0)
      .map((image) => `${image.currentSrc || image.src || '(no src)'} alt="${image.alt}"`),
  );
  expect(broken, 'images that did not load').toEqual([]);
}

/** The URL's path (and query), as the shopper sees it in the address bar. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Waits for the cart drawer to show Shopify's answer to an Add to Cart: the drawer opens at once
 * on the product being added ("Adding to your cart…"), and a test that leaves the page before the
 * answer would take the add away with it.
 */
export async function waitForCartAnswer(page: Page) {
  await page
    .getByRole('dialog', { name: 'Your Cart' })
    .getByText(/ each$/)
    .first()
    .waitFor();
}

/**
 * Waits until the address bar shows `path`, not for a load event: client-side navigations have
 * none, and a page whose app is held back (`holdApp`) does not finish loading until it is
 * released. What the journey expects to see next is waited for by its own locators.
 */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname + url.search === path, { waitUntil: 'commit' });
}

/**
 * Retries `assertion` until it passes (the page is still settling), failing with its last error.
 * The time allowed is what a loaded machine may need, not what the store is expected to take.
 */
export function eventually(assertion: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
  return vi.waitFor(assertion, { timeout: timeoutMs, interval: 100 });
}

/**
 * Scrolls to a product page's Reviews and waits for them to be the app's ("Sort by"): the page loads
 * the code of its sections below the first screen once it answers taps and the shopper comes near
 * them (until then "Write a review" is the link to the form's page). A section that finds answers
 * newer than the page's (a review published since the build) is drawn afresh: the scroll is tried
 * again.
 */
export async function reviewsOfTheApp(page: Page): Promise<void> {
  const reviews = page.locator('#reviews');
  await eventually(async () => {
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('combobox', { name: 'Sort by' }).waitFor({ timeout: 1000 });
  });
}

/** Whether `locator`'s element is wholly in view and on top at its first and last line (not under a bar). */
async function shownUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const x = box.left + Math.min(box.width / 2, 40);
    return [box.top + 4, box.bottom - 4].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
}

/**
 * Follows the `nth` † (a claim's link to the FDA statement) in the page's main content, and checks
 * that it brings the footer's statement into view, clear of the sticky header and the phone's
 * bottom bar, with the focus on it.
 */
export async function expectClaimMarkLeadsToStatement(page: Page, nth = 0) {
  const mark = page
    .getByRole('main')
    .getByRole('link', { name: 'See the FDA statement about this claim' })
    .nth(nth);
  expect(await mark.getAttribute('href')).toBe('#fda-statement');
  const statement = page.locator('#fda-statement');
  expect(await statement.textContent()).toMatch(/^† These statements have not been evaluated/);
  await mark.scrollIntoViewIfNeeded();
  expect(await shownUncovered(statement), 'the statement is out of view before').toBe(false);

  await mark.click();
  await eventually(async () => expect(new URL(page.url()).hash).toBe('#fda-statement'));
  await eventually(async () =>
    expect(await shownUncovered(statement), 'the statement is in view').toBe(true),
  );
  expect(await statement.evaluate((element) => element === document.activeElement), 'focus').toBe(true);
}
