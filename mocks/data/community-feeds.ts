/**
 * Where the mock backend's feeds live: the `communityFeed` documents of the Sanity seed point at
 * this host, and the files under mocks/data/feeds/ answer for it (`/events/new-york.ics` is
 * mocks/data/feeds/events/new-york.ics). The host is reserved (`.example`), so nothing real is
 * ever fetched.
 */
export const FEED_HOST = 'https://feeds.sankofa-wellness.example';

/**
 * The source key the ingest gives a feed item (the feed's address, a space, the item's own id), for
 * seeded entries that came from one of these feeds: a refresh recognises them and adds them again
 * never.
 */
export const feedItemKey = (feedPath: string, itemKey: string) => `${FEED_HOST}${feedPath} ${itemKey}`;
