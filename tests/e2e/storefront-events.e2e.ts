/**
 * What the merchant sees of shoppers, with their consent: the privacy banner's answer decides
 * whether Shopify's storefront events are sent (page views, a product view, a search, an add to
 * cart), Shopify's Customer Privacy API is told the answer, and where the law asks for consent
 * first nothing is sent before it. The local shop keeps what it received; the tests read it back as
 * the admin page does (an admin's token), each test only its own visitor's events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, visit, waitForCartAnswer } from './page-checks';
import { catalogueProduct } from './mock-catalogue';
import { logIn } from './sign-in';
import { mockConfig } from '../../src/config/env-schema';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const product = catalogueProduct('Vitamin D3 + K2');
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const consentFirst = { ...mobileViewport, timezoneId: 'Europe/Berlin' };
const declineAnyTime = { ...mobileViewport, timezoneId: 'America/New_York' };
const isMonorail = (url: string) => url.includes('/.well-known/shopify/monorail/');

interface KeptEvent {
  schemaId: string;
  payload: { event_name?: string; unique_token?: string; products?: string[]; search_string?: string };
}

let adminToken: Promise<string> | undefined;

/** An admin's ID token from the local Auth service, as the admin page's session has it. */
function signedInAdmin(): Promise<string> {
  adminToken ??= fetch(
    `${baseUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${mockConfig.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@example.com',
        password: 'admin-password',
        returnSecureToken: true,
      }),
    },
  )
    .then((response) => response.json() as Promise<{ idToken: string }>)
    .then(({ idToken }) => idToken);
  return adminToken;
}

/** The storefront events the local shop received from this page's visitor (its `_shopify_y`), oldest first. */
async function eventsOfVisitor(page: Page): Promise<KeptEvent[]> {
  const visitor = (await page.context().cookies()).find((cookie) => cookie.name === '_shopify_y')?.value;
  if (!visitor) return [];
  const answer = await fetch(`${baseUrl()}/.well-known/shopify/monorail/unstable/produce_batch`, {
    headers: { Authorization: `Bearer ${await signedInAdmin()}` },
  });
  const { events } = (await answer.json()) as { events: KeptEvent[] };
  return events
    .filter((event) => event.schemaId.startsWith('custom_storefront_customer_tracking/'))
    .filter((event) => event.payload.unique_token === visitor)
    .reverse();
}

const namesOf = (events: KeptEvent[]) => events.map((event) => event.payload.event_name);

/** The `_tracking_consent` cookie the Customer Privacy API keeps: what Shopify was told. */
async function toldShopify(page: Page) {
  const cookie = (await page.context().cookies()).find((each) => each.name === '_tracking_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, boolean>) : null;
}

/** Every request to Shopify's monorail the page makes from now on. */
function watchMonorail(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isMonorail(request.url()) && request.method() === 'POST') sent.push(request.url());
  });
  return sent;
}

describe('storefront events, with the shopper’s consent', () => {
  it('where consent comes first: nothing before Accept all; then page, product, search and add-to-cart events reach Shopify', async () => {
    await visit(
      browser,
      `/products/${product.handle}`,
      async ({ page }) => {
        const sent = watchMonorail(page);
        await banner(page).waitFor();
        await expectNoSeriousAxeViolations(page, 'a product page with the privacy banner');
        expect(sent, 'no event before the shopper accepts').toEqual([]);
        expect(await toldShopify(page)).toBeNull();

        await banner(page).getByRole('button', { name: 'Accept all' }).click();
        await banner(page).waitFor({ state: 'hidden' });
        await eventually(async () =>
          expect(await toldShopify(page)).toEqual({
            analytics: true,
            marketing: true,
            preferences: true,
            sale_of_data: true,
          }),
        );
        // The page the shopper accepted on counts: its view and its product.
        await eventually(async () =>
          expect(namesOf(await eventsOfVisitor(page))).toEqual(
            expect.arrayContaining(['page_rendered', 'product_page_rendered']),
          ),
        );

        await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
        await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
        await eventually(async () => {
          const added = (await eventsOfVisitor(page)).find(
            (event) => event.payload.event_name === 'product_added_to_cart',
          );
          expect(added, 'Add to Cart sent its event').toBeDefined();
          expect(added!.payload.products!.map((each) => JSON.parse(each))).toEqual([
            expect.objectContaining({
              name: product.title,
              product_gid: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
              variant_gid: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
              quantity: 1,
              price: Number(product.price),
            }),
          ]);
        });

        await page.goto('/search?q=turmeric');
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        await eventually(async () => {
          const search = (await eventsOfVisitor(page)).find(
            (event) => event.payload.event_name === 'search_submitted',
          );
          expect(search?.payload.search_string).toBe('turmeric');
        });
      },
      { context: consentFirst, keepPrivacyBanner: true },
    );
  });

  it('Decline: Shopify is told, the visitor has no tokens, and no event is sent, page after page', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        const sent = watchMonorail(page);
        await banner(page).getByRole('button', { name: 'Decline' }).click();
        // The page moves up as the question leaves it: tap the card once it stands still.
        await banner(page).waitFor({ state: 'hidden' });
        await eventually(async () =>
          expect(await toldShopify(page)).toEqual({
            analytics: false,
            marketing: false,
            preferences: false,
            sale_of_data: false,
          }),
        );
        await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
        await waitForCartAnswer(page);
        await page.goto(`/products/${product.handle}`);
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        expect(await banner(page).count(), 'the answer is kept').toBe(0);

        expect(sent).toEqual([]);
        const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
        expect(cookies).not.toContain('_shopify_y');
        expect(cookies).not.toContain('_shopify_s');
      },
      { context: consentFirst, keepPrivacyBanner: true },
    );
  });

  it('where the shopper may decline at any time: page views go out until they decline, none after', async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        await banner(page).waitFor();
        await eventually(async () => expect(namesOf(await eventsOfVisitor(page))).toContain('page_rendered'));
        const before = (await eventsOfVisitor(page)).length;

        await banner(page).getByRole('button', { name: 'Decline' }).click();
        await banner(page).waitFor({ state: 'hidden' });
        await eventually(async () => expect((await toldShopify(page))?.analytics).toBe(false));
        const sent = watchMonorail(page);
        await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
        await page.getByRole('heading', { level: 1, name: 'Supplements for Our Health' }).waitFor();
        expect(sent).toEqual([]);
        // The visitor's tokens are gone with the no: what was sent before stays at Shopify, nothing joins it.
        expect(before).toBeGreaterThan(0);
      },
      { context: declineAnyTime, keepPrivacyBanner: true },
    );
  });

  it('"Privacy choices" in the footer changes the answer: Analytics only, and events start', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        await banner(page).getByRole('button', { name: 'Decline' }).click();
        await banner(page).waitFor({ state: 'hidden' });
        // The answer is confirmed at the foot of the screen, over the footer, for a few seconds: the
        // shopper reads it, and reaches for the footer once it is gone.
        const saved = page.getByText('Your privacy choices are saved', { exact: true });
        await saved.waitFor();
        await saved.waitFor({ state: 'hidden' });
        await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
        const choices = banner(page);
        await choices.getByRole('checkbox', { name: /^Analytics/ }).check();
        await choices.getByRole('button', { name: 'Save my choices' }).click();
        await eventually(async () =>
          expect(await toldShopify(page)).toEqual({
            analytics: true,
            marketing: false,
            preferences: false,
            sale_of_data: false,
          }),
        );
        await eventually(async () => expect(namesOf(await eventsOfVisitor(page))).toContain('page_rendered'));
      },
      { context: consentFirst, keepPrivacyBanner: true },
    );
  });

  it('an admin reads them on /admin: the add to cart with its product, quantity and price', async () => {
    await visit(
      browser,
      `/products/${product.handle}`,
      async ({ page }) => {
        await banner(page).getByRole('button', { name: 'Accept all' }).click();
        await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
        await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
        await eventually(async () =>
          expect(namesOf(await eventsOfVisitor(page))).toContain('product_added_to_cart'),
        );

        await logIn(page, 'admin@example.com', 'admin-password');
        await page.goto('/admin');
        const events = page.getByRole('table', { name: 'Recent storefront events' });
        const added = events.getByRole('row').filter({ hasText: 'Add to cart' }).first();
        await expect
          .poll(() => added.textContent())
          .toContain(`${product.title} × 1 at $${Number(product.price).toFixed(2)}`);
        expect(await added.textContent()).toContain(`/products/${product.handle}`);
      },
      { context: consentFirst, keepPrivacyBanner: true },
    );
  });
});
