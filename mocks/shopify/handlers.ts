/**
 * The local Storefront API: answers `POST <origin>/api/2026-04/graphql.json`, the path Shopify
 * serves it at on every store domain, for the store's own requests (`shopifyFetch`) and for
 * hydrogen-react's cart, Shopify's cart permalinks, the pages Shopify hosts for a shop
 * (hosted-pages.ts: checkout, customer account), the storefront events (monorail.ts) and the
 * Customer Privacy API (customer-privacy.ts). (Product images: mocks/media/.) The
 * catalogue and the GraphQL engine (storefront.ts: the 800 KB schema and graphql-js's executor)
 * load on the first request that needs them, so the local services start at once.
 */
import { http, HttpResponse } from 'msw';
import { mockConfig } from '../../src/config/env-schema';
import { customerPrivacyHandlers } from './customer-privacy';
import { hostedPageHandlers } from './hosted-pages';
import { monorailHandlers } from './monorail';

const { storefrontToken } = mockConfig.shopify;
/** The Storefront API on whichever origin serves it (the local services', a test's page). */
export const storefrontEndpoint = '*/api/2026-04/graphql.json';

function unauthorized() {
  return HttpResponse.json(
    { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
    { status: 401 },
  );
}

function badRequest() {
  return HttpResponse.json({ errors: { query: 'Required parameter missing or invalid' } }, { status: 400 });
}

interface GraphQLBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

async function readBody(request: Request): Promise<GraphQLBody | null> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/graphql')) return { query: await request.text() };
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object' || typeof (body as GraphQLBody).query !== 'string') return null;
  const { query, variables, operationName } = body as GraphQLBody;
  return {
    query,
    variables: variables && typeof variables === 'object' ? variables : null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

/** `12345:2,678:1`: Shopify's cart permalink's lines, or null when it is not one. */
function permalinkLines(items: string): { merchandiseId: string; quantity: number }[] | null {
  const lines = items.split(',').map((item) => /^(\d{1,20}):(\d{1,3})$/.exec(item));
  if (lines.some((line) => !line || Number(line[2]) < 1)) return null;
  return lines.map((line) => ({
    merchandiseId: `gid://shopify/ProductVariant/${line![1]}`,
    quantity: Number(line![2]),
  }));
}

/** The permalink's `attributes[key]=value` parameters: the cart's attributes, as Shopify takes them. */
function permalinkAttributes(parameters: URLSearchParams): { key: string; value: string }[] {
  return [...parameters].flatMap(([name, value]) => {
    const key = /^attributes\[(.+)\]$/.exec(name)?.[1];
    return key ? [{ key, value }] : [];
  });
}

const permalinkCart = `mutation PermalinkCart($lines: [CartLineInput!]!, $attributes: [AttributeInput!]) {
  cartCreate(input: { lines: $lines, attributes: $attributes }) { cart { checkoutUrl } userErrors { message } }
}`;

export const shopifyHandlers = [
  ...hostedPageHandlers,
  ...monorailHandlers,
  ...customerPrivacyHandlers,

  // Shopify's cart permalink (where Buy Now leads without JavaScript): a new cart holding the
  // lines, with the attributes the link names (the date of birth an age-restricted product's
  // question sends), and straight on to its checkout. Only at the shop's root: the dev server's
  // modules (`/src/lib/shopify/cart/store-cart.tsx`) pass on.
  http.get('*/cart/:items', async ({ request, params }) => {
    if (new URL(request.url).pathname !== `/cart/${String(params.items)}`) return undefined;
    const lines = permalinkLines(String(params.items));
    if (!lines) return new HttpResponse('This cart link is not valid.', { status: 404 });
    const { runStorefrontRequest } = await import('./storefront');
    const url = new URL(request.url);
    const variables = { lines, attributes: permalinkAttributes(url.searchParams) };
    const answer = await runStorefrontRequest({ query: permalinkCart, variables, origin: url.origin });
    const created = (answer.data as { cartCreate?: { cart: { checkoutUrl: string } | null } } | undefined)
      ?.cartCreate?.cart;
    if (!created) return new HttpResponse('These products cannot be bought.', { status: 404 });
    return HttpResponse.redirect(created.checkoutUrl, 302);
  }),

  http.post(storefrontEndpoint, async ({ request }) => {
    if (request.headers.get('X-Shopify-Storefront-Access-Token') !== storefrontToken) return unauthorized();
    const body = await readBody(request);
    if (!body) return badRequest();
    const { runStorefrontRequest } = await import('./storefront');
    return HttpResponse.json(await runStorefrontRequest({ ...body, origin: new URL(request.url).origin }));
  }),
];
