/**
 * The local shop's storefront events and Customer Privacy API, over HTTP as the browser reaches
 * them: a batch is kept, a batch that is not one is refused, only an admin reads them back; a
 * consent is taken only from the headless storefront with its token.
 */
import { describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import { ACCEPT_ALL } from '../../src/domain/consent';
import { fieldLimits } from '../../src/domain/field-limits';
import { line } from '../../src/domain/test-carts';
import {
  monorailEvents,
  type EventContext,
  type StorefrontEvent,
} from '../../src/lib/shopify/storefront-events';
import { catalogue } from '../data/catalogue';
import { MOCK_ADMIN_UID, MOCK_MEMBER_UID } from '../data/users';
import { createIdToken } from '../firebase/auth-tokens';
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from './monorail';

const origin = 'http://localhost:5173';
const monorail = `${origin}/.well-known/shopify/monorail/unstable/produce_batch`;
const consent = `${origin}/shopifycloud/consent-tracking-api/v0.2/consent`;
const schema_id = 'custom_storefront_customer_tracking/1.2';

const tokenOf = (uid: string) =>
  createIdToken({ uid, email: `${uid}@example.com`, emailVerified: true }, Math.floor(Date.now() / 1000));
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
const read = (token?: string) =>
  fetch(monorail, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe("the local shop's monorail", () => {
  it('keeps each event of a batch, and gives them to an admin newest first', async () => {
    const first = {
      schema_id,
      payload: { event_name: 'page_rendered' },
      metadata: { event_created_at_ms: 1 },
    };
    const second = {
      schema_id,
      payload: { event_name: 'product_added_to_cart' },
      metadata: { event_created_at_ms: 2 },
    };
    const answer = await post(monorail, { events: [first, second], metadata: { event_sent_at_ms: 3 } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      result: [
        { status: 200, message: 'ok' },
        { status: 200, message: 'ok' },
      ],
    });

    const log = await read(tokenOf(MOCK_ADMIN_UID));
    expect(log.status).toBe(200);
    const { events } = (await log.json()) as { events: { payload: { event_name: string } }[] };
    expect(events.map((event) => event.payload.event_name)).toEqual([
      'product_added_to_cart',
      'page_rendered',
    ]);
  });

  it.each([
    ['text that is not JSON', 'not json', 'The batch is not JSON'],
    ['no events', { events: [] }, 'The batch has no events'],
    ['an event without a schema', { events: [{ payload: {} }] }, 'An event has no schema_id'],
    ['an event without a payload', { events: [{ schema_id }] }, `The ${schema_id} event has no payload`],
  ])('refuses %s, keeping nothing', async (_label, body, error) => {
    const answer = await post(monorail, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error });
    const { events } = (await (await read(tokenOf(MOCK_ADMIN_UID))).json()) as { events: unknown[] };
    expect(events).toEqual([]);
  });

  const event = (payload: Record<string, unknown>) => ({ schema_id, payload, metadata: {} });
  const kept = async () =>
    ((await (await read(tokenOf(MOCK_ADMIN_UID))).json()) as { events: unknown[] }).events;

  it.each([
    [
      'a 5 MB event',
      { events: [event({ text: 'x'.repeat(5_000_000) })] },
      'The batch is larger than 65536 bytes',
    ],
    [
      'a batch just over 64 KiB',
      { events: [event({ text: 'x'.repeat(MAX_BATCH_BYTES) })] },
      'The batch is larger than 65536 bytes',
    ],
    [
      '51 events',
      { events: Array.from({ length: 51 }, () => event({})) },
      'The batch has more than 50 events',
    ],
  ])('refuses %s as too large (HTTP 413), keeping nothing', async (_label, batch, error) => {
    const answer = await post(monorail, batch);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error });
    expect(await kept()).toEqual([]);
  });

  it('refuses a batch over 64 KiB that does not say its length, reading no further', async () => {
    const chunk = new TextEncoder().encode(`{"events":[{"schema_id":"${schema_id}","payload":{"text":"`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(sent === 16 * 1024 ? chunk : new Uint8Array(16 * 1024).fill(120));
      },
    });
    const answer = await fetch(monorail, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(2 * MAX_BATCH_BYTES);
    expect(await kept()).toEqual([]);
  });

  it('takes a batch at both limits', async () => {
    const events = Array.from({ length: MAX_BATCH_EVENTS }, () => event({}));
    const room = MAX_BATCH_BYTES - JSON.stringify({ events: [...events, event({ text: '' })] }).length;
    const answer = await post(monorail, { events: [...events.slice(1), event({ text: 'x'.repeat(room) })] });
    expect(answer.status).toBe(200);
    expect(await kept()).toHaveLength(MAX_BATCH_EVENTS);
  });

  it('reads back only to an admin', async () => {
    expect((await read()).status).toBe(401);
    expect((await read('not-a-token')).status).toBe(401);
    const member = await read(tokenOf(MOCK_MEMBER_UID));
    expect(member.status).toBe(403);
    expect(await member.json()).toEqual({ error: 'Only administrators can read the storefront events.' });
  });
});

describe("the local shop's Customer Privacy API", () => {
  const given = {
    analytics: true,
    marketing: false,
    preferences: true,
    sale_of_data: false,
    headlessStorefront: true,
    storefrontAccessToken: mockConfig.shopify.storefrontToken,
  };

  it('serves the script at the path of Shopify’s CDN', async () => {
    const script = await fetch(`${origin}/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js`);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.Shopify.customerPrivacy');
  });

  it("takes a headless storefront's consent", async () => {
    expect((await post(consent, given)).status).toBe(200);
  });

  it.each([
    ['without its access token', { ...given, storefrontAccessToken: 'wrong' }, 401],
    ['not said to be headless', { ...given, headlessStorefront: undefined }, 400],
    ['with a purpose that is not a yes or no', { ...given, analytics: 'yes' }, 400],
  ])('refuses a consent %s', async (_label, body, status) => {
    expect((await post(consent, body)).status).toBe(status);
  });
});

describe("the store's own batches (src/lib/shopify/storefront-events.ts)", () => {
  const context: EventContext = {
    shop: { id: 'gid://shopify/Shop/1', paymentSettings: { currencyCode: 'USD' } },
    choices: ACCEPT_ALL,
    region: 'consent-first',
  };
  const sizeOf = (event: StorefrontEvent) => {
    const events = monorailEvents(event, context);
    const body = JSON.stringify({ events, metadata: { event_sent_at_ms: Date.now() } });
    return { events: events.length, bytes: new TextEncoder().encode(body).length };
  };

  it('stay far within both limits, even the largest the store can make', () => {
    // The longest search the box takes, in letters that take 2 bytes, at an address that holds it.
    const words = 'é'.repeat(fieldLimits.search);
    history.replaceState(null, '', `/search?q=${encodeURIComponent(words)}`);
    document.title = `Search results for “${words}” | Sankofa Wellness`;
    // One add of every product of the catalogue at once: more than any button adds.
    const everything = catalogue.map((product) => ({
      line: { ...line(String(product.id), 99, 999.99), productTitle: product.title },
      quantity: 99,
    }));
    const largest = [
      sizeOf({ name: 'page-view', pageType: 'search' }),
      sizeOf({ name: 'search', searchString: words }),
      sizeOf({ name: 'add-to-cart', cartId: 'gid://shopify/Cart/c1?key=k1', lines: everything }),
    ];
    for (const batch of largest) {
      expect(batch.events).toBeLessThanOrEqual(2);
      expect(batch.bytes).toBeLessThan(MAX_BATCH_BYTES / 2);
    }
  });
});
