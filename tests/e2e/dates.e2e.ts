/**
 * Dates read as the content says them wherever the shopper is: the pages are prerendered on a
 * machine in one time zone and hydrated in browsers in every other. A shopper in Honolulu (UTC−10)
 * and one in Kiritimati (UTC+14), the two ends of the day, see each calendar date from Sanity as
 * that day, each event on its day, and no page logs an error (a hydration mismatch is React's
 * error #418, which `visit` fails on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import { baseUrl, connectBrowser, desktopViewport, type Browser, type Page } from './browser';
import { expectMainHeading, visit } from './page-checks';
import { seedContent } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const zones = ['Pacific/Honolulu', 'Pacific/Kiritimati'] as const;

/** "November 1, 2026" for the day "2026-11-01", in no time zone at all. */
function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}

/** The day an event's date names for a shopper in `zone`: as written, or an instant's day there. */
function eventDay(value: string, zone: string): string {
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) return longDay(value.slice(0, 10));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone }).format(new Date(value));
}

/** The seeded events as Firestore holds them (what the community page reads), title → date. */
async function storedEventDates(): Promise<Map<string, string>> {
  const database = `/v1/projects/${mockConfig.firebase.projectId}/databases/(default)/documents`;
  const response = await fetch(new URL(`${database}:runQuery`, baseUrl()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'health_events' }] } }),
  });
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as {
    document?: { fields: { title?: { stringValue: string }; event_date?: { stringValue: string } } };
  }[];
  return new Map(
    rows.flatMap(({ document }) => {
      const title = document?.fields.title?.stringValue;
      const date = document?.fields.event_date?.stringValue;
      return title && date ? [[title, date] as const] : [];
    }),
  );
}

/** Each event card's title and the date it shows, in the order listed. */
async function eventCards(page: Page): Promise<[title: string, date: string][]> {
  const list = page
    .getByRole('region', { name: 'Events & Screenings', exact: true })
    .getByRole('list')
    .first();
  await list.getByRole('heading', { level: 3 }).first().waitFor();
  return list.evaluate((element) =>
    [...element.children].map((card) => {
      const title = card.querySelector('h3')?.textContent ?? '';
      const date = [...card.querySelectorAll('li')].find((detail) => detail.textContent?.startsWith('Date:'));
      return [title, (date?.textContent ?? '').replace(/^Date:\s*/, '')] as [string, string];
    }),
  );
}

describe.concurrent.each(zones)('a shopper in %s', (timezoneId) => {
  const context = { ...desktopViewport, timezoneId };

  it.each(['/privacy', '/terms'])(
    'reads the day %s was last updated, as the content gives it',
    async (path) => {
      const page = seedContent.legalPages().find((each) => `/${each.kind}` === path);
      expect(page?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await visit(
        browser,
        path,
        async ({ page: tab }) => {
          await tab
            .getByRole('tabpanel')
            .getByText(`Last updated: ${longDay(page!.lastUpdated!)}`)
            .waitFor();
        },
        { context },
      );
    },
  );

  it("reads a product's lab results and the lab report with their days as the content gives them", async () => {
    await visit(
      browser,
      '/products/turmeric-with-ginger',
      async ({ page }) => {
        await page
          .getByRole('region', { name: 'Lab Results' })
          .getByText(/Lot SW2602-014/)
          .waitFor();
        await page.getByText(`tested ${longDay('2026-02-19')} by Prairie Light Labs`).waitFor();
      },
      { context },
    );
    await visit(
      browser,
      '/lab-results?lot=SW2602-014',
      async ({ page }) => {
        await expectMainHeading(page, seedContent.labResultsPage().title);
        for (const day of ['2026-02-07', '2028-02-07', '2026-02-19']) {
          await page.getByRole('main').getByText(longDay(day), { exact: true }).first().waitFor();
        }
      },
      { context },
    );
  });

  it('reads each upcoming event on its day, soonest first', async () => {
    const stored = await storedEventDates();
    await visit(
      browser,
      '/community',
      async ({ page }) => {
        const cards = await eventCards(page);
        expect(cards.length).toBeGreaterThan(0);
        for (const [title, shown] of cards) {
          const date = stored.get(title);
          expect(date, `${title} is a stored event`).toBeDefined();
          expect(shown, title).toBe(eventDay(date!, timezoneId));
        }
        const days = cards.map(([, shown]) => Date.parse(shown));
        expect(days, 'soonest first').toEqual([...days].sort((a, b) => a - b));
        const today = Date.parse(
          new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: timezoneId }).format(),
        );
        expect(Math.min(...days), 'no past event').toBeGreaterThanOrEqual(today);
      },
      { context },
    );
  });

  it("reads the copyright's year on the shopper's calendar", async () => {
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: timezoneId }).format();
    await visit(
      browser,
      '/',
      async ({ page }) => {
        await page.getByRole('contentinfo').getByText(`© ${year} `).waitFor();
      },
      { context },
    );
  });
});
