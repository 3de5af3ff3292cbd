/**
 * Each storefront event as Shopify's Analytics receives it: the events hydrogen-react builds, with
 * the product, variant, quantity and price a merchant's reports count, and the shopper's privacy
 * choices; and sent to the shop's monorail only when the choices allow analytics.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEventLog } from '../../../mocks/shopify/monorail';
import { testProduct } from '../../components/testing/test-product';
import { ACCEPT_ALL, DECLINE_ALL, type PrivacyChoices } from '../../domain/consent';
import { cart, line } from '../../domain/test-carts';
import {
  monorailEvents,
  sendStorefrontEvent,
  type EventContext,
  type StorefrontEvent,
} from './storefront-events';

const TRACKING = 'custom_storefront_customer_tracking/1.2';
const shop = { id: 'gid://shopify/Shop/1', paymentSettings: { currencyCode: 'USD' as const } };
const analyticsOnly: PrivacyChoices = { ...DECLINE_ALL, analytics: true };
const context = (choices: PrivacyChoices = analyticsOnly): EventContext => ({
  shop,
  choices,
  region: 'decline-any-time',
});

beforeEach(() => {
  document.cookie = '_shopify_y=visitor-token; path=/';
  document.cookie = '_shopify_s=visit-token; path=/';
  document.title = 'Vitamin D3 + K2 | Sankofa Wellness';
});
afterEach(() => {
  document.cookie = '_shopify_y=; max-age=0; path=/';
  document.cookie = '_shopify_s=; max-age=0; path=/';
});

const tracking = (event: StorefrontEvent, choices?: PrivacyChoices) =>
  monorailEvents(event, context(choices)).filter((each) => each.schema_id === TRACKING);
const products = (payload: { products?: string[] }) => (payload.products ?? []).map((p) => JSON.parse(p));

describe('the events of each storefront event', () => {
  it('a page view: the page type, the shop, its currency and the visitor, in both of Shopify formats', () => {
    const events = monorailEvents({ name: 'page-view', pageType: 'collection' }, context());
    expect(events.map((event) => event.schema_id)).toEqual([
      expect.stringMatching(/^trekkie_storefront_page_view\//),
      TRACKING,
    ]);
    expect(events[0]!.payload).toMatchObject({ pageType: 'collection', shopId: 1, currency: 'USD' });
    expect(events[1]!.payload).toMatchObject({
      event_name: 'page_rendered',
      shop_id: 1,
      currency: 'USD',
      unique_token: 'visitor-token',
      deprecated_visit_token: 'visit-token',
      source: 'headless',
    });
  });

  it('a product view: the product, its first variant and price', () => {
    const product = testProduct();
    const [event] = tracking({ name: 'product-view', product });
    expect(event!.payload).toMatchObject({ event_name: 'product_page_rendered', total_value: 199.99 });
    expect(products(event!.payload)).toEqual([
      expect.objectContaining({
        product_gid: 'gid://shopify/Product/7',
        variant_gid: 'gid://shopify/ProductVariant/7001',
        name: 'Test Tonic',
        variant: 'Default Title',
        brand: 'Sankofa Wellness',
        price: 199.99,
        quantity: 1,
      }),
    ]);
  });

  it('a collection view: its id and handle', () => {
    const [event] = tracking({
      name: 'collection-view',
      collection: { id: 'gid://shopify/Collection/264242954334', handle: 'blood-sugar-support' },
    });
    expect(event!.payload).toMatchObject({
      event_name: 'collection_page_rendered',
      collection_id: 264242954334,
      collection_name: 'blood-sugar-support',
    });
  });

  it('a search: its words', () => {
    const [event] = tracking({ name: 'search', searchString: 'turmeric' });
    expect(event!.payload).toMatchObject({ event_name: 'search_submitted', search_string: 'turmeric' });
  });

  it('an add to cart: the cart, and each product with the quantity added now and its unit price', () => {
    const added = { ...line('42', 3, 149.99), productTitle: 'Turmeric with Ginger' };
    const [event] = tracking({
      name: 'add-to-cart',
      cartId: 'gid://shopify/Cart/abc123?key=k',
      lines: [{ line: added, quantity: 2 }],
    });
    expect(event!.payload).toMatchObject({
      event_name: 'product_added_to_cart',
      cart_token: expect.stringMatching(/^abc123/),
      total_value: 299.98,
    });
    expect(products(event!.payload)).toEqual([
      expect.objectContaining({
        product_gid: 'gid://shopify/Product/42',
        variant_gid: 'gid://shopify/ProductVariant/42',
        name: 'Turmeric with Ginger',
        price: 149.99,
        quantity: 2,
      }),
    ]);
  });

  it("carries the shopper's choices and the laws that apply", () => {
    const [declineAnyTime] = tracking({ name: 'page-view', pageType: 'index' });
    expect(declineAnyTime!.payload).toMatchObject({
      analytics_allowed: true,
      marketing_allowed: false,
      sale_of_data_allowed: false,
      ccpa_enforced: true,
      gdpr_enforced: false,
      is_persistent_cookie: true,
    });
    const [consentFirst] = monorailEvents(
      { name: 'page-view', pageType: 'index' },
      { shop, choices: ACCEPT_ALL, region: 'consent-first' },
    ).filter((each) => each.schema_id === TRACKING);
    expect(consentFirst!.payload).toMatchObject({
      marketing_allowed: true,
      ccpa_enforced: false,
      gdpr_enforced: true,
    });
  });
});

describe('sendStorefrontEvent', () => {
  it("posts the events to the shop's monorail, which keeps them", async () => {
    const added = line('7', 1, 199.99);
    await sendStorefrontEvent(
      { name: 'add-to-cart', cartId: cart([added]).id, lines: [{ line: added, quantity: 1 }] },
      context(),
    );
    const [kept] = readEventLog();
    expect(kept).toMatchObject({ schemaId: TRACKING, payload: { event_name: 'product_added_to_cart' } });
  });

  it('sends nothing when the shopper has not allowed analytics', async () => {
    await sendStorefrontEvent(
      { name: 'page-view', pageType: 'index' },
      context({ ...ACCEPT_ALL, analytics: false }),
    );
    expect(readEventLog()).toEqual([]);
  });
});
