/**
 * The community feeds of mock mode, served from the files under mocks/data/feeds/ for the mock feed
 * host (mocks/data/community-feeds.ts), as a `fetch` the ingest's real `fetchFeedText` runs over.
 * Dates in the files are written relative to today (`{{DATE+14}}`), so the feeds always announce
 * upcoming events: `DATE` is iCalendar's 20261205, `ISO_DATE` 2026-12-05, `ISO_TIME` a UTC
 * date-time and `RFC822` an RSS date, each a number of days from today.
 */
import { FEED_HOST } from '../data/community-feeds';

const feedFiles = import.meta.glob<string>('../data/feeds/**/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const contentTypes: Record<string, string> = {
  ics: 'text/calendar; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

const DAY_MS = 86_400_000;

export function fillFeedDates(text: string, today = new Date()): string {
  return text.replace(
    /\{\{(DATE|ISO_DATE|ISO_TIME|RFC822)([+-]\d+)\}\}/g,
    (_token, kind: string, days: string) => {
      const date = new Date(today.getTime() + Number(days) * DAY_MS);
      const iso = date.toISOString();
      if (kind === 'DATE') return iso.slice(0, 10).replace(/-/g, '');
      if (kind === 'ISO_DATE') return iso.slice(0, 10);
      if (kind === 'ISO_TIME') return `${iso.slice(0, 19)}Z`;
      return date.toUTCString().replace('GMT', '+0000');
    },
  );
}

/** The fixture behind a feed address, or null when there is none. */
export function feedFixture(url: string): { text: string; contentType: string } | null {
  if (!url.startsWith(`${FEED_HOST}/`)) return null;
  const path = new URL(url).pathname;
  const text = feedFiles[`../data/feeds${path}`];
  if (text === undefined) return null;
  const extension = path.split('.').pop() ?? '';
  return { text: fillFeedDates(text), contentType: contentTypes[extension] ?? 'text/plain; charset=utf-8' };
}

/** A `fetch` that answers for the mock feed host only, as its web server would: the file, or 404. */
export const fixtureFeedFetch: typeof fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  const fixture = feedFixture(url);
  if (!fixture) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(fixture.text, { status: 200, headers: { 'Content-Type': fixture.contentType } });
};

/** The mock's DNS for feed hosts: the feed host has a public address, every other name none. */
export async function fixtureHostAddresses(hostname: string): Promise<string[]> {
  if (hostname === new URL(FEED_HOST).hostname) return ['93.184.215.14'];
  throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
}
