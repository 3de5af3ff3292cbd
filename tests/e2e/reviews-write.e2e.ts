/**
 * Writing and moderating reviews end to end in mock mode (the local services run the reviews'
 * Functions over the one local Firestore): a member writes a review and finds it on the product
 * page, counted; a guest who taps Write a review signs in and comes back to the form; a review
 * with a link waits on /admin under Held until the admin publishes it, and then shows on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, reviewsOfTheApp, waitForPath } from './page-checks';
import { visit } from './page-checks';
import { logIn } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One product per journey: each account writes one review per product. */
const products = {
  written: 'plant-sterol-cholesterol-support',
  guest: 'ceylon-cinnamon-and-chromium',
  held: 'alpha-lipoic-acid-600-mg',
} as const;

const reviewsSection = (page: Page) => page.locator('#reviews');

/** The count the Reviews section states ("Based on 12 reviews"); 0 while it has none. */
async function statedCount(page: Page): Promise<number> {
  const text = (await reviewsSection(page).textContent()) ?? '';
  const count = /Based on ([\d,]+) reviews?/.exec(text)?.[1];
  return count === undefined ? 0 : Number(count.replace(/,/g, ''));
}

/** The section's reviews, newest first: a review just published is on the first page. */
async function findNewestReview(page: Page, title: string) {
  const section = reviewsSection(page);
  await section.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
  await section.getByText(title).waitFor();
}

async function openProduct(page: Page, handle: string) {
  await page.goto(`/products/${handle}`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await reviewsOfTheApp(page);
}

async function fillReview(
  main: Locator,
  review: { stars: number; title: string; body: string; name: string },
) {
  await main.getByRole('radio', { name: new RegExp(`^${review.stars} stars?:`) }).check();
  await main.getByRole('textbox', { name: 'Title' }).fill(review.title);
  await main.getByRole('textbox', { name: 'Your review', exact: true }).fill(review.body);
  await main.getByRole('textbox', { name: 'Name shown with your review' }).fill(review.name);
}

describe.concurrent('writing and moderating reviews', () => {
  it('a member writes a review on a product, then finds it on the product page, counted', async () => {
    const title = `Steady afternoons ${Date.now()}`;
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'member@example.com', 'member-password');
      await openProduct(page, products.written);
      const before = await statedCount(page);

      // Once the app runs, the form opens in place, over the product page.
      await reviewsSection(page).getByRole('link', { name: 'Write a review' }).click();
      const dialog = page.getByRole('dialog', { name: /^(Write a review|Edit your review):/ });
      await dialog.getByRole('radiogroup', { name: 'Your rating (required)' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/products/${products.written}`);
      await fillReview(dialog, {
        stars: 4,
        title,
        body: 'I take two capsules with lunch and the routine is easy to keep. Easy to swallow, no aftertaste.',
        name: 'Maya Johnson',
      });
      await dialog.getByText('“Maya J.”', { exact: false }).waitFor();
      await expectNoSeriousAxeViolations(page, 'the review form in place');
      await dialog.getByRole('button', { name: 'Send your review' }).click();

      const answer = dialog.getByRole('status').filter({ hasText: 'Your review is published.' });
      await answer.waitFor();
      await answer.getByRole('link', { name: 'See your review with the others' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForPath(page, `/products/${products.written}`);
      const section = reviewsSection(page);
      await findNewestReview(page, title);
      expect(await section.textContent()).toContain('Maya J.');
      await eventually(async () => expect(await statedCount(page)).toBe(before + 1));
    });
  });

  it('a guest who taps Write a review is sent to sign in, and comes back to the form', async () => {
    const form = `/products/${products.guest}/review`;
    await visit(browser, `/products/${products.guest}`, async ({ page }) => {
      await reviewsOfTheApp(page);
      await reviewsSection(page).getByRole('link', { name: 'Write a review' }).click();
      await page
        .getByRole('dialog', { name: 'Write a review' })
        .getByRole('link', { name: 'Log in to write a review' })
        .click();
      await expectMainHeading(page, 'Login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(form);

      const login = page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Email', { exact: false }).fill('member@example.com');
      await login.getByLabel('Password', { exact: false }).fill('member-password');
      await login.getByRole('button', { name: 'Login', exact: true }).click();

      await waitForPath(page, form);
      await expectMainHeading(page, /^(Write a review|Edit your review)$/);
      await page.getByRole('radiogroup', { name: 'Your rating (required)' }).waitFor();
      await page.getByRole('button', { name: /^(Send|Save) your review$/ }).waitFor();
    });
  });

  it('a review with a link waits under Held on /admin until the admin publishes it, then shows on the product page', async () => {
    const title = `Worth a look ${Date.now()}`;
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'member@example.com', 'member-password');
      await page.goto(`/products/${products.held}/review`);
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await expectMainHeading(page, 'Write a review');
      await fillReview(page.getByRole('main'), {
        stars: 5,
        title,
        body: 'How I take it with breakfast is written up at https://example.com/my-routine for anyone curious.',
        name: 'Kofi Mensah',
      });
      await page.getByRole('button', { name: 'Send your review' }).click();
      const answer = page.getByRole('status').filter({ hasText: 'Your review waits for a check.' });
      await answer.waitFor();
      expect(await answer.textContent()).toContain('It contains a link or a web address.');
    });

    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'admin@example.com', 'admin-password');
      await page.goto('/admin');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await expectMainHeading(page, 'Admin');
      const reviews = page.getByRole('region', { name: 'Reviews' });
      expect(await reviews.getByRole('button', { name: 'Held' }).getAttribute('aria-pressed')).toBe('true');
      const card = reviews.getByRole('listitem').filter({ hasText: title });
      await card.waitFor();
      expect(await card.textContent()).toContain('It contains a link or a web address.');
      expect(await card.textContent()).toContain('Kofi M.');
      await expectNoSeriousAxeViolations(page, '/admin with a held review');

      await card.getByRole('button', { name: 'Publish' }).click();
      await reviews
        .getByRole('status')
        .filter({ hasText: `“${title}” is published.` })
        .waitFor();

      await openProduct(page, products.held);
      await findNewestReview(page, title);
    });
  });
});
