import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, desktopViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { expectMainHeading, visit } from './page-checks';
import { seedContent } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The campaign's dates are read on the shopper's own clock; this shopper lives in New York. */
const newYork = { context: { ...desktopViewport, timezoneId: 'America/New_York' } };
const at = (instant: string) => ({ ...newYork, prepare: (page: Page) => page.clock.setFixedTime(instant) });

const banner = (page: Page) => page.getByRole('region', { name: 'Seasonal announcement' });
/** The hearts are decoration hidden from assistive technology, so they have no role to find them by. */
const hearts = (page: Page) => page.getByTestId('floating-hearts');

function october() {
  const [campaign] = seedContent.campaigns();
  if (!campaign) throw new Error('The seed has no campaign');
  return campaign;
}

/** The header's Quiz button wears the theme's primary colour, which the campaign replaces. */
const quizButtonColour = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: 'Quiz', exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

describe.concurrent('the October campaign', () => {
  it('decorates the store on 15 October (banner, emoji, hearts, palette) and is gone on 1 November', async () => {
    let octoberColour = '';
    await visit(
      browser,
      '/',
      async ({ page }) => {
        await banner(page).waitFor();
        const text = await banner(page).textContent();
        expect(text).toContain(october().emoji);
        expect(text).toContain(october().bannerText);
        await hearts(page).waitFor({ state: 'attached' });
        expect(await hearts(page).locator('svg').count()).toBeGreaterThan(0);
        expect(await hearts(page).getAttribute('aria-hidden')).toBe('true');
        octoberColour = await quizButtonColour(page);
      },
      at('2025-10-15T12:00:00-04:00'),
    );

    await visit(
      browser,
      '/',
      async ({ page }) => {
        await expectMainHeading(page, seedContent.homePage().heroTitle);
        expect(await banner(page).count()).toBe(0);
        expect(await hearts(page).count()).toBe(0);
        expect(await page.getByText(october().bannerText).count()).toBe(0);
        expect(await quizButtonColour(page), "the store's own colours are back").not.toBe(octoberColour);
      },
      at('2025-11-01T00:00:00-04:00'),
    );
  });

  it('is still on at 23:59:59 on 31 October, local time, and keeps the page accessible', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        await banner(page).waitFor();
        await expectNoSeriousAxeViolations(page, '/faq during the October campaign');
      },
      at('2025-10-31T23:59:59-04:00'),
    );
  });
});
