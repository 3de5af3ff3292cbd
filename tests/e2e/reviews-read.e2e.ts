/**
 * Reading a product's reviews, as a shopper does: from a card's rating to the product page's
 * Reviews, the figures, a filter by stars, another order and more reviews; and the same reviews
 * readable with JavaScript turned off. The product is the shop's most reviewed one (the default
 * store's sample reviews), found on the shop's cards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, desktopViewport, type Browser, type Page } from './browser';
import { eventually, visit } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const reviewCount = (name: string) => Number(/\(([\d,]+) reviews?\)/.exec(name)?.[1]?.replace(/,/g, '') ?? 0);

/** The shop card whose rating counts the most reviews: its rating's link, and that count. */
async function mostReviewed(page: Page): Promise<{ link: Locator; count: number; href: string }> {
  const links = page.getByRole('main').getByRole('link', { name: /\([\d,]+ reviews?\)$/ });
  await links.first().waitFor();
  const found = await links.evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.textContent ?? '',
      href: element.getAttribute('href') ?? '',
    })),
  );
  let best = 0;
  for (const [index, each] of found.entries()) {
    if (reviewCount(each.name) > reviewCount(found[best]!.name)) best = index;
  }
  return { link: links.nth(best), count: reviewCount(found[best]!.name), href: found[best]!.href };
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const articles = (page: Page) => reviewsOf(page).getByRole('list', { name: 'Reviews' }).getByRole('article');
const ratingsShown = (page: Page) =>
  articles(page)
    .locator('> [role="img"]')
    .evaluateAll((stars) =>
      stars.map((star) => Number(/Rated (\d)/.exec(star.getAttribute('aria-label') ?? '')?.[1])),
    );

describe('reading reviews', () => {
  it('a card’s rating leads to the reviews: the figures, a filter by stars, the lowest first and more reviews', async () => {
    await visit(browser, '/shop', async ({ page }) => {
      const { link, count, href } = await mostReviewed(page);
      expect(count, 'the most reviewed product has more than a page of reviews').toBeGreaterThan(10);
      expect(href).toMatch(/^\/products\/[^/]+#reviews$/);
      await link.click();
      const reviews = reviewsOf(page);
      await reviews.getByRole('heading', { level: 2, name: 'Reviews' }).waitFor();
      await eventually(async () => expect(page.url()).toContain(href));

      // The figures: the same count as the card, the average to one decimal, a bar per rating.
      await reviews.getByText(`Based on ${count.toLocaleString('en-US')} reviews`).waitFor();
      await expect(reviews.getByText(/^\d\.\d out of 5$/).count()).resolves.toBe(1);
      await expect(articles(page).count()).resolves.toBe(10);
      await reviews.getByText(`Showing 10 of ${count.toLocaleString('en-US')} reviews`).waitFor();

      // Filter by the rating with the fewest reviews that has some.
      const bars = reviews.getByRole('list', { name: 'Reviews by rating' }).getByRole('button');
      await bars.first().waitFor();
      const barNames = await bars.evaluateAll((buttons) =>
        buttons.map((button) => (button.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
      const choices = barNames
        .map((name, index) => ({
          name,
          index,
          stars: Number(name[0]),
          count: reviewCount(`(${/: ([\d,]+ reviews?)/.exec(name)?.[1] ?? ''})`),
        }))
        .filter((bar) => bar.count > 0)
        .sort((a, b) => a.count - b.count);
      const fewest = choices[0]!;
      const bar = bars.nth(fewest.index);
      await bar.click();
      await expect(bar.getAttribute('aria-pressed')).resolves.toBe('true');
      const starWords = fewest.stars === 1 ? '1 star' : `${fewest.stars} stars`;
      await reviews.getByText(`Showing ${Math.min(10, fewest.count)} of ${fewest.count}`).waitFor();
      await reviews.getByText(new RegExp(`with ${starWords}$`)).waitFor();
      await eventually(async () =>
        expect(new Set(await ratingsShown(page))).toEqual(new Set([fewest.stars])),
      );
      await reviews.getByRole('button', { name: 'All reviews' }).click();
      await reviews.getByText(`Showing 10 of ${count.toLocaleString('en-US')} reviews`).waitFor();

      // Lowest rated first.
      const lowest = Math.min(...choices.map((choice) => choice.stars));
      await reviews.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest rated' });
      await eventually(async () => expect((await ratingsShown(page))[0]).toBe(lowest));
      const ordered = await ratingsShown(page);
      expect(ordered).toEqual([...ordered].sort((a, b) => a - b));

      // 10 more.
      await reviews.getByRole('button', { name: 'Show more reviews' }).click();
      const more = Math.min(20, count);
      await reviews.getByText(`Showing ${more} of ${count.toLocaleString('en-US')} reviews`).waitFor();
      await expect(articles(page).count()).resolves.toBe(more);
      const all = await ratingsShown(page);
      expect(all).toEqual([...all].sort((a, b) => a - b));
    });
  });

  it('without JavaScript, a product page shows the figures and its first 10 reviews', async () => {
    let product = '';
    let count = 0;
    await visit(browser, '/shop', async ({ page }) => {
      const found = await mostReviewed(page);
      product = found.href.replace(/#reviews$/, '');
      count = found.count;
    });
    await visit(
      browser,
      product,
      async ({ page }) => {
        const reviews = reviewsOf(page);
        await reviews.getByRole('heading', { level: 2, name: 'Reviews' }).waitFor();
        await reviews.getByText(`Based on ${count.toLocaleString('en-US')} reviews`).waitFor();
        await expect(
          reviews.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem').count(),
        ).resolves.toBe(5);
        await expect(articles(page).count()).resolves.toBe(10);
        const first = articles(page).first();
        await expect(first.getByRole('heading', { level: 3 }).textContent()).resolves.toMatch(/\S/);
        await expect(first.locator('time[datetime]').count()).resolves.toBeGreaterThan(0);
        await expect(first.getByText(/^Helpful \(\d+\)$/).count()).resolves.toBe(1);
        // What needs the app is not offered, and says so.
        await expect(
          reviews
            .getByRole('button', { name: /^(Show more reviews|All reviews|\d stars?: .*|Helpful .*)$/ })
            .count(),
        ).resolves.toBe(0);
        await reviews.getByText(/Sorting, filtering and more reviews need JavaScript/).waitFor();
        await expect(
          reviews.getByRole('link', { name: 'Write a review' }).getAttribute('href'),
        ).resolves.toBe(`${product}/review`);
      },
      { context: { ...desktopViewport, javaScriptEnabled: false } },
    );
  });
});
