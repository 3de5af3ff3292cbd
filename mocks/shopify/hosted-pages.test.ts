import { beforeEach, describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import { resetMockCarts } from './carts';
import { hasOrdered, readOrderTable, resetMockOrders } from './orders';

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
  resetMockOrders();
});

/** Presses "Place order" with `email` in the field, as the page's form sends it. */
async function placeOrder(checkoutUrl: string, email: string) {
  const response = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ email }) });
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return { status: response.status, page };
}

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
    expect(text(coq10)).toContain(
      'Renews every 60 days at $169.99 until you cancel. Cancel online any time in your account.',
    );
    expect(coq10?.querySelector('a')?.getAttribute('href')).toBe('/account');
    expect(text(probiotic)).not.toContain('Renews');
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

  it('checkout: offers "Place order" with an email field, which the signed-in account’s fills in', async () => {
    const cart = await createCart([{ merchandiseId: variant(5), quantity: 1 }]);
    const { page } = await open(cart.checkoutUrl);
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    const field = form?.querySelector('input[name="email"]');
    expect(field?.getAttribute('type')).toBe('email');
    expect(field?.hasAttribute('required')).toBe(true);
    expect(text(page.querySelector(`label[for="${field?.id}"]`))).toBe('Email for the order');
    expect(text(form?.querySelector('button[type="submit"]'))).toBe('Place order');
    // The signed-in account's email, from Firebase Auth's session on this origin (a file, as the
    // store's Content-Security-Policy allows no inline script).
    const src = page.querySelector('script')?.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/[\w/-]+\.js$/);
    const script = await fetch(new URL(src, location.origin));
    expect(script.headers.get('Content-Type')).toContain('javascript');
    expect(await script.text()).toContain('firebase:authUser:');
  });

  it('Place order: records the order (email, products, date), confirms it, and the cart is done', async () => {
    const cart = await createCart([
      { merchandiseId: variant(24), quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/1002' },
      { merchandiseId: variant(5), quantity: 2 },
    ]);
    const { status, page } = await placeOrder(cart.checkoutUrl, ' maya@example.com ');
    expect(status).toBe(200);
    expect(text(page.querySelector('h1'))).toBe('Order placed');
    expect(text(page.querySelector('[role="status"]'))).toBe(
      'Thank you! Your order #1001 is placed for maya@example.com.',
    );
    expect(text(page.body)).toContain('This is the local shop: nothing is charged or shipped.');
    expect(page.querySelectorAll('ul[aria-label="Items in your order"] > li')).toHaveLength(2);

    const [order] = readOrderTable();
    expect(order).toMatchObject({ name: '#1001', email: 'maya@example.com' });
    expect(order?.productHandles).toHaveLength(2);
    expect(Date.now() - Date.parse(order?.placedAt ?? '')).toBeLessThan(60_000);
    for (const handle of order?.productHandles ?? [])
      expect(hasOrdered('MAYA@example.com', handle)).toBe(true);
    expect(hasOrdered('someone@example.com', order?.productHandles[0] ?? '')).toBe(false);

    // The cart was checked out: its page, and a second send, say so.
    expect((await open(cart.checkoutUrl)).status).toBe(404);
    expect((await placeOrder(cart.checkoutUrl, 'maya@example.com')).status).toBe(404);
    expect(readOrderTable()).toHaveLength(1);
  });

  it('Place order: keeps the page and says why when the email is not one, and records nothing', async () => {
    const cart = await createCart([{ merchandiseId: variant(5), quantity: 1 }]);
    const { status, page } = await placeOrder(cart.checkoutUrl, 'maya@');
    expect(status).toBe(400);
    expect(text(page.querySelector('[role="alert"]'))).toBeTruthy();
    expect(page.querySelector('input[name="email"]')?.getAttribute('value')).toBe('maya@');
    expect(page.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(readOrderTable()).toEqual([]);
    expect((await open(cart.checkoutUrl)).status).toBe(200);
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

describe('an order with an age-restricted product at the local checkout', () => {
  /** Shopify's cart permalink for one Glucomannan Fullness Support, with the link's query. */
  const permalink = (query = '') => `${location.origin}/cart/60001:1${query}`;
  const dateOfBirth = (value: string) => `?${new URLSearchParams({ 'attributes[Date of birth]': value })}`;

  /** Follows the permalink to its checkout, as a browser does. */
  async function checkoutOf(address: string) {
    const response = await fetch(address);
    expect(response.redirected).toBe(true);
    return { checkoutUrl: response.url, ...(await open(response.url)) };
  }

  it('is taken with a date of birth of 18 or more, which the page repeats', async () => {
    const { checkoutUrl, status, page } = await checkoutOf(permalink(dateOfBirth('1990-07-24')));
    expect(status).toBe(200);
    expect(text(page.body)).toContain(
      'This order holds a product sold only to shoppers 18 or older (Glucomannan Fullness Support). Date of birth given: July 24, 1990.',
    );
    expect(page.querySelector('[role="alert"]')).toBeNull();
    expect((await placeOrder(checkoutUrl, 'maya@example.com')).status).toBe(200);
    expect(readOrderTable()).toHaveLength(1);
  });

  it.each([
    ['without a date of birth', '', 'No date of birth was given with it, so it cannot be placed.'],
    [
      'with one under 18',
      dateOfBirth(`${new Date().getUTCFullYear() - 17}-01-01`),
      'The date of birth given with it says you are under 18, so it cannot be placed.',
    ],
    ['with one that is no date', dateOfBirth('soon'), 'No date of birth was given with it'],
  ])('is refused %s: no Place order, and a send records nothing', async (_case, query, why) => {
    const { checkoutUrl, status, page } = await checkoutOf(permalink(query));
    expect(status).toBe(200);
    const alert = text(page.querySelector('[role="alert"]'));
    expect(alert).toContain(
      'This order holds Glucomannan Fullness Support, which we sell only to shoppers 18 or older.',
    );
    expect(alert).toContain(why);
    expect(page.querySelector('form')).toBeNull();
    const sent = await placeOrder(checkoutUrl, 'maya@example.com');
    expect(sent.status).toBe(403);
    expect(readOrderTable()).toEqual([]);
  });

  it('an order without one says nothing of age', async () => {
    const cart = await createCart([{ merchandiseId: variant(5), quantity: 1 }]);
    const { page } = await open(cart.checkoutUrl);
    expect(text(page.body)).not.toContain('18 or older');
    expect(page.querySelector('form')).not.toBeNull();
  });
});
