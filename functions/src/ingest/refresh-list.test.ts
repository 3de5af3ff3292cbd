import { describe, expect, it, vi } from 'vitest';
import { readFixture } from '../test-support/fixtures.js';
import { memoryListStore } from '../test-support/memory-list-store.js';
import { fetchFeedText } from './fetch-feed.js';
import { itemId, listNames, MAX_ITEMS_PER_SOURCE, refreshList } from './index.js';
import type { FeedSource, IngestDeps, ListName } from './types.js';

const NOW = new Date('2025-10-20T12:00:00Z');

/** Feed addresses and the fixture each serves; anything else is a 404. */
const FEEDS: Record<string, string> = {
  'https://feeds.example.org/harlem-events.ics': readFixture('harlem-events.ics'),
  'https://feeds.example.org/nj-resources.xml': readFixture('caregiver-resources.rss.xml'),
  'https://feeds.example.org/sfl-resources.json': readFixture('caregiver-resources.json'),
  'https://feeds.example.org/ct-groups.atom': readFixture('support-groups.atom.xml'),
  'https://feeds.example.org/ga-groups.json': readFixture('support-groups.json'),
  'https://feeds.example.org/broken.xml': readFixture('broken.xml'),
};

function feedServer(feeds: Record<string, string> = FEEDS) {
  return vi.fn(async (url: string) => {
    const text = feeds[url];
    if (text === undefined) throw new Error(`${url} answered HTTP 404.`);
    return text;
  });
}

function feed(
  list: ListName,
  title: string,
  path: string,
  format: FeedSource['format'],
  region = 'New York',
): FeedSource {
  return { title, list, region, url: `https://feeds.example.org/${path}`, format };
}

function setup(feeds?: Record<string, string>) {
  const memory = memoryListStore();
  const log = vi.fn();
  const deps: IngestDeps = { fetchText: feedServer(feeds), store: memory.store, now: () => NOW, log };
  return { memory, log, deps };
}

describe('refreshList', () => {
  it('stores the valid events of an iCalendar feed, once each, with the refresh time', async () => {
    const { memory, deps } = setup();
    const report = await refreshList(
      'health_events',
      [feed('health_events', 'Harlem', 'harlem-events.ics', 'ical')],
      deps,
    );

    // 7 VEVENTs: one repeats a UID, one has no title, one has neither UID nor URL.
    expect(report).toEqual({ added: 4, found: 4, invalid: 2, failedSources: [] });
    const stored = memory.documents('health_events');
    expect(stored.map((document) => document.data.title)).toEqual([
      'Free Blood Pressure Screening',
      'Diabetes-Friendly Soul Food Kitchen',
      'Caregiver Coffee Morning',
      'Vision Check Day',
    ]);
    expect(stored.every((document) => document.createdAt === NOW)).toBe(true);
    const kitchen = stored[1];
    expect(kitchen?.data.description).toBe(
      'Cook three classic dishes with less sugar and salt. Bring a friend & an appetite!',
    );
    expect(kitchen?.id).toBe(await itemId(kitchen?.data.source_key ?? ''));
    expect(stored[2]?.data).not.toHaveProperty('source_url');
  });

  it('adds nothing the second time over the same feeds', async () => {
    const { memory, deps } = setup();
    const sources = [
      feed('caregiver_resources', 'NJ', 'nj-resources.xml', 'rss', 'New Jersey'),
      feed('caregiver_resources', 'South Florida', 'sfl-resources.json', 'json', 'South Florida'),
    ];
    const first = await refreshList('caregiver_resources', sources, deps);
    const second = await refreshList('caregiver_resources', sources, deps);

    expect(first.added).toBe(4);
    expect(second).toEqual({ added: 0, found: 4, invalid: first.invalid, failedSources: [] });
    expect(memory.documents('caregiver_resources')).toHaveLength(4);
    expect(memory.writes).toHaveLength(1);
  });

  it('adds only the items that are new since the last refresh', async () => {
    const url = 'https://feeds.example.org/ga-groups.json';
    const feedText = JSON.parse(FEEDS[url] ?? '') as { items: unknown[] };
    const { memory, deps } = setup({
      [url]: JSON.stringify({ ...feedText, items: feedText.items.slice(0, 1) }),
    });
    const sources = [feed('support_groups', 'Georgia', 'ga-groups.json', 'json', 'Georgia')];
    expect((await refreshList('support_groups', sources, deps)).added).toBe(1);

    deps.fetchText = feedServer();
    expect(await refreshList('support_groups', sources, deps)).toMatchObject({ added: 1, found: 2 });
    expect(memory.documents('support_groups').map((document) => document.data.name)).toEqual([
      'Diabetes Sisters of Atlanta',
      'Lupus Warriors Online',
    ]);
  });

  it('skips a failing source and still stores the others', async () => {
    const { memory, log, deps } = setup();
    const sources = [
      feed('support_groups', 'Atlanta circles', 'ga-groups.json', 'json', 'Georgia'),
      feed('support_groups', 'Broken circles', 'broken.xml', 'rss'),
      feed('support_groups', 'Gone circles', 'gone.json', 'json'),
      feed('support_groups', 'Connecticut circles', 'ct-groups.atom', 'rss', 'Connecticut'),
    ];
    const report = await refreshList('support_groups', sources, deps);

    expect(report).toEqual({
      added: 4,
      found: 4,
      invalid: 2,
      failedSources: ['Broken circles', 'Gone circles'],
    });
    expect(memory.documents('support_groups').map((document) => document.data.region)).toEqual([
      'Georgia',
      'Georgia',
      'Connecticut',
      'Connecticut',
    ]);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Skipped feed "Broken circles": Not well-formed XML'),
      {
        url: 'https://feeds.example.org/broken.xml',
        format: 'rss',
      },
    );
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'ftp://feeds.example.org/x', 'data:text/calendar,x'])(
    'never fetches a source at %j',
    async (url) => {
      const { deps } = setup();
      const report = await refreshList(
        'health_events',
        [{ ...feed('health_events', 'Bad', '', 'ical'), url }],
        deps,
      );
      expect(report.failedSources).toEqual(['Bad']);
      expect(deps.fetchText).not.toHaveBeenCalled();
    },
  );

  it('skips a source that times out or is too big, using the real fetcher', async () => {
    const neverAnswers = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    const huge = vi.fn<typeof fetch>(async () => new Response('x'.repeat(2000)));
    const fetchers: Record<string, typeof fetch> = {
      'https://feeds.example.org/slow.ics': neverAnswers,
      'https://feeds.example.org/huge.ics': huge,
    };
    const { memory, deps } = setup();
    deps.fetchText = (url) =>
      url in fetchers
        ? fetchFeedText(url, {
            fetch: fetchers[url],
            resolveHost: async () => ['93.184.215.14'],
            timeoutMs: 30,
            maxBytes: 1000,
          })
        : feedServer()(url);
    const report = await refreshList(
      'health_events',
      [
        feed('health_events', 'Slow', 'slow.ics', 'ical'),
        feed('health_events', 'Huge', 'huge.ics', 'ical'),
        feed('health_events', 'Harlem', 'harlem-events.ics', 'ical'),
      ],
      deps,
    );
    expect(report).toMatchObject({ added: 4, failedSources: ['Slow', 'Huge'] });
    expect(memory.documents('health_events')).toHaveLength(4);
  });

  it('stores each item once when the same feed is configured twice', async () => {
    const { memory, deps } = setup();
    const sources = [
      feed('health_events', 'Harlem', 'harlem-events.ics', 'ical'),
      feed('health_events', 'Harlem again', 'harlem-events.ics', 'ical'),
    ];
    const report = await refreshList('health_events', sources, deps);
    expect(report).toMatchObject({ added: 4, found: 4 });
    expect(memory.documents('health_events')).toHaveLength(4);
  });

  it('skips a source that belongs to another list', async () => {
    const { memory, deps } = setup();
    const report = await refreshList(
      'health_events',
      [feed('support_groups', 'Groups', 'ga-groups.json', 'json')],
      deps,
    );
    expect(report.failedSources).toEqual(['Groups']);
    expect(memory.documents('health_events')).toEqual([]);
  });

  it('reads at most MAX_ITEMS_PER_SOURCE entries of one feed', async () => {
    const url = 'https://feeds.example.org/archive.json';
    const items = Array.from({ length: MAX_ITEMS_PER_SOURCE + 50 }, (_, index) => ({
      id: `n${index}`,
      title: `Item ${index}`,
    }));
    const { deps } = setup({ [url]: JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items }) });
    const report = await refreshList(
      'caregiver_resources',
      [feed('caregiver_resources', 'Archive', 'archive.json', 'json')],
      deps,
    );
    expect(report.added).toBe(MAX_ITEMS_PER_SOURCE);
  });

  it('does nothing with no sources', async () => {
    const { memory, deps } = setup();
    expect(await refreshList('support_groups', [], deps)).toEqual({
      added: 0,
      found: 0,
      invalid: 0,
      failedSources: [],
    });
    expect(memory.writes).toEqual([]);
  });

  it('stores each item once when two refreshes of one list run at the same moment', async () => {
    const { memory, deps } = setup();
    // Both refreshes read the list before either writes: the race two admins can start.
    let reads = 0;
    let bothRead = () => {};
    const barrier = new Promise<void>((resolve) => (bothRead = resolve));
    deps.store = {
      ...memory.store,
      async existingIds(list, ids) {
        const found = await memory.store.existingIds(list, ids);
        reads += 1;
        if (reads === 2) bothRead();
        if (reads <= 2) await barrier;
        return found;
      },
    };
    const sources = [feed('health_events', 'Harlem', 'harlem-events.ics', 'ical')];

    const reports = await Promise.all([
      refreshList('health_events', sources, deps),
      refreshList('health_events', sources, deps),
    ]);

    expect(reports.map((report) => report.added).sort()).toEqual([0, 4]);
    expect(memory.documents('health_events')).toHaveLength(4);
    expect(memory.writes).toHaveLength(1);
  });

  it('lets a failed write reach the caller', async () => {
    const { memory, deps } = setup();
    deps.store = { ...memory.store, addAll: () => Promise.reject(new Error('DEADLINE_EXCEEDED')) };
    await expect(
      refreshList('health_events', [feed('health_events', 'Harlem', 'harlem-events.ics', 'ical')], deps),
    ).rejects.toThrow('DEADLINE_EXCEEDED');
    expect(memory.documents('health_events')).toEqual([]);
  });

  it('lets a store failure reach the caller', async () => {
    const { deps } = setup();
    deps.store = { ...deps.store, existingIds: () => Promise.reject(new Error('UNAVAILABLE')) };
    await expect(
      refreshList('health_events', [feed('health_events', 'Harlem', 'harlem-events.ics', 'ical')], deps),
    ).rejects.toThrow('UNAVAILABLE');
  });

  it('fetches at most four feeds at a time', async () => {
    let running = 0;
    let most = 0;
    const { deps } = setup();
    deps.fetchText = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return '{"version": "https://jsonfeed.org/version/1.1", "items": []}';
    };
    const sources = Array.from({ length: 10 }, (_, index) =>
      feed('support_groups', `Feed ${index}`, `${index}.json`, 'json'),
    );
    await refreshList('support_groups', sources, deps);
    expect(most).toBe(4);
  });
});

describe('itemId', () => {
  it('is the first 20 hex characters of SHA-256 of the source key', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await itemId('abc')).toBe('ba7816bf8f01cfea4141');
  });
});

describe('listNames', () => {
  it('names the three community lists', () => {
    expect(listNames).toEqual(['health_events', 'caregiver_resources', 'support_groups']);
  });
});
