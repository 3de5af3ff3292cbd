/**
 * The local shop's storefront events and Customer Privacy API, over HTTP as the browser reaches
 * them: a batch is kept, a batch that is not one is refused, only an admin reads them back; a
 * consent is taken only from the headless storefront with its token.
 */
import { describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import { MOCK_ADMIN_UID, MOCK_MEMBER_UID } from '../data/users';
import { createIdToken } from '../firebase/auth-tokens';

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
