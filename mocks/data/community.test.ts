// @vitest-environment node
/**
 * The seeded community lists and the fixture feeds: what the community page and the refresh
 * buttons show in mock mode, checked against what the ingest core would store.
 */
import { describe, expect, it } from 'vitest';
import { itemId, parseFeed } from '../../functions/src/ingest/index';
import { communityListNames, communityListsSeed, firestoreSeed, type CommunityListName } from './community';
import { FEED_HOST } from './community-feeds';
import { feedFixture, fillFeedDates } from '../firebase/feed-fixtures';
import { feedSourcesOf } from '../firebase/refresh-callables';

const regions = ['New York', 'New Jersey', 'Connecticut', 'South Florida', 'Georgia'];
const allItems = communityListNames.flatMap((list) =>
  communityListsSeed[list].map((item) => ({ list, item })),
);

describe('seeded community lists', () => {
  it('has the spec’s five regions in every list, and enough entries to fill a page', () => {
    expect(communityListsSeed.health_events.length).toBeGreaterThanOrEqual(14);
    expect(communityListsSeed.caregiver_resources.length).toBeGreaterThanOrEqual(8);
    expect(communityListsSeed.support_groups.length).toBeGreaterThanOrEqual(8);
    for (const list of communityListNames) {
      const seen = new Set(communityListsSeed[list].map((item) => item.fields.region));
      for (const region of regions) expect(seen, `${list} in ${region}`).toContain(region);
    }
  });

  it('names each entry by the id the ingest gives its source key', async () => {
    for (const { list, item } of allItems) {
      expect(item.id, `${list}: ${item.fields.source_key}`).toBe(await itemId(item.fields.source_key ?? ''));
    }
    expect(new Set(allItems.map(({ item }) => item.id)).size).toBe(allItems.length);
  });

  it('leaves unknown fields out rather than blank, and uses only 555 phone numbers', () => {
    for (const { list, item } of allItems) {
      for (const [field, value] of Object.entries(item.fields)) {
        expect(value.trim(), `${list}/${item.id} ${field}`).not.toBe('');
      }
      const phones = item.fields.contact_info?.match(/\(?\d{3}\)?[ -]\d{3}-\d{4}/g) ?? [];
      for (const phone of phones) expect(phone, `${list}/${item.id}`).toMatch(/555-01\d\d$/);
      for (const url of [item.fields.website_url, item.fields.source_url].filter(Boolean)) {
        expect(url, `${list}/${item.id}`).toMatch(/^https:\/\//);
      }
    }
  });

  it('was added over the last weeks, with upcoming event dates', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const created = firestoreSeed(now)
      .filter(({ path }) => communityListNames.includes(path.split('/')[0] as CommunityListName))
      .map(({ createdAt }) => (now.getTime() - createdAt.getTime()) / 86_400_000);
    expect(Math.min(...created)).toBeLessThan(2);
    expect(Math.max(...created)).toBeGreaterThan(21);
    const today = new Date().toISOString().slice(0, 10);
    for (const event of communityListsSeed.health_events) {
      if (event.fields.event_date) expect(event.fields.event_date.slice(0, 10) >= today).toBe(true);
    }
  });

  it('seeds the admin’s role', () => {
    expect(firestoreSeed().find(({ path }) => path === 'user_roles/mock-admin-uid')?.data).toEqual({
      role: 'admin',
    });
  });
});

describe('fixture feeds', () => {
  it.each(communityListNames)('serve every enabled %s feed of the Sanity seed', async (list) => {
    const sources = await feedSourcesOf(list);
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const source of sources) {
      expect(source.url.startsWith(`${FEED_HOST}/`), source.url).toBe(true);
      expect(feedFixture(source.url), source.url).not.toBeNull();
    }
  });

  it('parse, except the one broken on purpose', async () => {
    const sources = (await Promise.all(communityListNames.map(feedSourcesOf))).flat();
    const broken = sources.filter((source) => {
      try {
        parseFeed(source.format, feedFixture(source.url)?.text ?? '');
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map((source) => source.url)).toEqual([`${FEED_HOST}/resources/new-jersey.rss`]);
  });

  it('never reads a disabled feed', async () => {
    const groups = await feedSourcesOf('support_groups');
    expect(groups.map((source) => source.url)).not.toContain(`${FEED_HOST}/groups/connecticut.json`);
  });

  it('write their dates relative to today', () => {
    const today = new Date('2026-12-30T15:00:00Z');
    expect(fillFeedDates('DTSTART:{{DATE+3}}T100000 {{ISO_DATE-1}} {{ISO_TIME+0}} {{RFC822+1}}', today)).toBe(
      'DTSTART:20270102T100000 2026-12-29 2026-12-30T15:00:00Z Thu, 31 Dec 2026 15:00:00 +0000',
    );
  });
});
