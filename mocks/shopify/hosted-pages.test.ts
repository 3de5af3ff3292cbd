import { beforeEach, describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import { resetMockCarts } from './carts';

const variant = (product: number, index = 1) => `gid://shopify/ProductVariant/${product * 1000 + index}`;

/** A cart made through the local Storefront API, as the store makes one. */
async function createCart(lines: { merchandiseId: string; quantity: number; sellingPlanId?: string }[]) {
  const response = await fetch(`${location.origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': mockConfig.shopify.storefrontToken,
    },
    body: JSON.stringify({
      query: `mutation($lines: [CartLineInput!]!) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } } }`,
      variables: { lines },
    }),
  });
  const { data } = (await response.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } };
  return data.cartCreate.cart;
}

/** An element's text as a reader gets it, white space collapsed. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

/** A page the local shop serves, as a browser reads it. */
async function open(address: string) {
  const response = await fetch(address);
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return { status: response.status, page };
}

beforeEach(() => {
  resetMockCarts();
});

describe("the local shop's hosted pages", () => {
  it('checkout: shows the order Shopify would receive, with each line’s subscription, and says what live mode does', async () => {
    const cart = await createCart([
      { merchandiseId: variant(24), quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/1002' },
      { merchandiseId: variant(5), quantity: 2 },
    ]);
    const { status, page } = await open(cart.checkoutUrl);

    expect(status).toBe(200);
    expect(text(page.querySelector('h1'))).toContain('Checkout');
    expect(page.title).toBe('Checkout · Sankofa Wellness');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const [coq10, probiotic] = [...page.querySelectorAll('ul[aria-label="Items in your order"] > li')];
    expect(text(coq10)).toMatch(/1 × \$169\.99 · Delivery every 60 days/);
    expect(text(probiotic)).toContain('Probiotic 40 Billion CFU');
    expect(text(probiotic)).toContain('2 × $149.99 · One-time purchase');
    const total = [...page.querySelectorAll('dt')].find((term) => term.textContent === 'Total');
    expect(text(total?.nextElementSibling)).toContain('$469.97');
    expect(text(page.body)).toContain('This is the local shop: nothing is charged here.');
    expect(text(page.body)).toMatch(/In live mode this step is Shopify.s secure checkout/);
    expect(text(page.querySelector('a[href="/cart"]'))).toContain('Back to your cart');
  });

  it('checkout: says so, with status 404, for a cart that does not exist or a key that is not its own', async () => {
    const cart = await createCart([{ merchandiseId: variant(5), quantity: 1 }]);
    const wrongKey = new URL(cart.checkoutUrl);
    wrongKey.searchParams.set('key', 'not-its-key');
    for (const address of [`${location.origin}/cart/c/gone?key=abc`, wrongKey.href]) {
      const { status, page } = await open(address);
      expect(status).toBe(404);
      expect(text(page.querySelector('[role="alert"]'))).toContain(
        'This cart no longer exists: it was checked out or has expired.',
      );
    }
  });

  it('customer account: says the local shop has none, and what Shopify’s does', async () => {
    const { status, page } = await open(`${location.origin}/account`);
    expect(status).toBe(200);
    expect(text(page.querySelector('h1'))).toContain('Manage subscriptions');
    expect(text(page.body)).toContain('This is the local shop: it has no customer accounts.');
    expect(text(page.body)).toMatch(/skip or reschedule a delivery, change how often it comes, or cancel/);
    expect(text(page.querySelector('a[href="/faq"]'))).toContain('Subscription questions (FAQ)');
  });
});
