/**
 * The pages Shopify itself serves for a shop, which the local shop serves in their place, as plain
 * HTML on the shop's origin: a cart's checkout (its `checkoutUrl`, `/cart/c/<token>?key=<key>` as
 * Shopify shapes it), where Checkout and Buy Now lead, and the customer account (`/account`), where
 * Manage subscriptions leads. Neither can be Shopify's own for a cart or a shopper only the local
 * shop knows; each says so, and what the real page does. The checkout's "Place order" records the
 * order (orders.ts: the email, the products, the date; nothing is charged) and the cart is done,
 * as after Shopify's checkout.
 */
import { http, HttpResponse } from 'msw';
import { isAgeRestricted, latestDateOnEarth, MINIMUM_AGE, orderAgeCheck } from '../../src/domain/age-check';
import { formatCalendarDate } from '../../src/domain/calendar-date';
import { emailAddressProblem } from '../../src/domain/email-address';
import { formatUsd } from '../../src/domain/money';
import { CANCEL_ONLINE, renewalWords, type PlanInterval } from '../../src/domain/subscriptions';
import { withCarts } from './carts';
import { recordOrder } from './orders';

const shopName = 'Sankofa Wellness';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A whole page in the shop's plain style (inline CSS: a hosted page has no build of its own), with
 * the store's icon, which is on the same origin.
 */
function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(title)} · ${shopName}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1a17; background: #faf7f2; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
.note { border: 1px solid #d8cfc4; border-radius: 8px; padding: 1rem; background: #f3ece2; }
ul { list-style: none; margin: 1.5rem 0; padding: 0; }
li { display: flex; justify-content: space-between; gap: 1rem; padding: .75rem 0; border-bottom: 1px solid #d8cfc4; }
.detail { color: #5c524a; font-size: .9rem; }
dl { display: grid; grid-template-columns: 1fr auto; gap: .5rem 1rem; margin: 0; }
dd { margin: 0; text-align: right; }
.total { font-weight: 700; font-size: 1.15rem; }
nav { display: flex; gap: 1.5rem; margin-top: 2rem; }
a { color: #7a3e12; }
form { display: grid; gap: .5rem; margin-top: 2rem; }
input { font: inherit; padding: .5rem; border: 1px solid #8a7d70; border-radius: 4px; }
button { font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: 4px; color: #fff; background: #7a3e12; cursor: pointer; }
.error { color: #a11d1d; margin: 0; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>`;
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

const backToStore = (first: string, firstLabel: string) =>
  `<nav><a href="${first}">${firstLabel}</a><a href="/shop">Continue shopping</a></nav>`;

interface OrderLine {
  quantity: number;
  merchandise: { title: string; product: { title: string; handle: string; tags: string[] } };
  sellingPlanAllocation: {
    sellingPlan: { name: string; deliveryPolicy: { interval: string; intervalCount: number } | null };
  } | null;
  cost: { amountPerQuantity: { amount: string }; totalAmount: { amount: string } };
}
interface Order {
  attributes: { key: string; value: string | null }[];
  lines: { nodes: OrderLine[] };
  discountCodes: { code: string; applicable: boolean }[];
  cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
}

/** The order as Shopify's checkout receives it, read through the local Storefront API itself. */
const orderQuery = `query CheckoutOrder($id: ID!) {
  cart(id: $id) {
    attributes { key value }
    lines(first: 250) { nodes {
      quantity
      merchandise { ... on ProductVariant { title product { title handle tags } } }
      sellingPlanAllocation { sellingPlan { name deliveryPolicy {
        ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }
      } } }
      cost { amountPerQuantity { amount } totalAmount { amount } }
    } }
    discountCodes { code applicable }
    cost { subtotalAmount { amount } totalAmount { amount } }
  }
}`;

const usd = (amount: string) => formatUsd(Number(amount));

/** The local customer account, where a subscription is cancelled (the store's `customerAccountUrl`). */
const ACCOUNT_PATH = '/account';

/** A subscription line's terms, as the store states them before checkout (`RenewalTerms`). */
function renewalTerms(plan: NonNullable<OrderLine['sellingPlanAllocation']>['sellingPlan'], total: string) {
  const policy = plan.deliveryPolicy;
  const interval: PlanInterval | null = policy
    ? { unit: policy.interval.toLowerCase() as PlanInterval['unit'], count: policy.intervalCount }
    : null;
  const renews = renewalWords({ amount: Number(total), currencyCode: 'USD' }, { name: plan.name, interval });
  return `<br><span class="detail">${escape(renews)} ${CANCEL_ONLINE.before} <a href="${ACCOUNT_PATH}">${CANCEL_ONLINE.link}</a>.</span>`;
}

function orderLine({ quantity, merchandise, sellingPlanAllocation, cost }: OrderLine): string {
  const variant = merchandise.title === 'Default Title' ? '' : ` (${merchandise.title})`;
  const plan = sellingPlanAllocation?.sellingPlan.name ?? 'One-time purchase';
  const terms = sellingPlanAllocation
    ? renewalTerms(sellingPlanAllocation.sellingPlan, cost.totalAmount.amount)
    : '';
  return `<li><span><strong>${escape(merchandise.product.title + variant)}</strong><br>
<span class="detail">${quantity} × ${usd(cost.amountPerQuantity.amount)} · ${escape(plan)}</span>${terms}</span>
<strong>${usd(cost.totalAmount.amount)}</strong></li>`;
}

/**
 * Fills the email in with the signed-in account's, which Firebase Auth keeps in this origin's
 * local storage, unless the shopper typed one. Without JavaScript the field is typed. A file of its
 * own on the shop's origin, which the store's Content-Security-Policy (`script-src 'self'`) allows.
 */
export const CHECKOUT_EMAIL_SCRIPT = '/local-shop/checkout-email.js';
const checkoutEmailScript = `(() => {
  const field = document.getElementById('email');
  if (!field || field.value) return;
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith('firebase:authUser:')) continue;
    try {
      const user = JSON.parse(localStorage.getItem(key));
      if (user && user.email) field.value = user.email;
    } catch {}
  }
})();
`;

/**
 * What the order says of its age-restricted products (src/domain/age-check.ts), as a live store's
 * checkout validation does: an order that holds one is taken only with a date of birth of 18 or
 * more, counted on the latest date anywhere (the checkout does not know the shopper's time zone).
 * Null when it holds none.
 */
function ageCheckOf(order: Order): { refused: boolean; html: string } | null {
  const products = order.lines.nodes.map(({ merchandise: { product } }) => ({
    title: product.title,
    ageRestricted: isAgeRestricted(product),
  }));
  const { productNames, answer } = orderAgeCheck(products, order.attributes, latestDateOnEarth());
  if (productNames.length === 0) return null;
  const names = productNames.map(escape).join(', ');
  if (answer.kind === 'old-enough') {
    return {
      refused: false,
      html: `<p class="note">This order holds a product sold only to shoppers ${MINIMUM_AGE} or older (${names}). Date of birth given: ${escape(formatCalendarDate(answer.dateOfBirth) ?? answer.dateOfBirth)}.</p>`,
    };
  }
  const why =
    answer.kind === 'too-young'
      ? `The date of birth given with it says you are under ${MINIMUM_AGE}, so it cannot be placed.`
      : 'No date of birth was given with it, so it cannot be placed. Confirm your age in your cart, then check out again.';
  return {
    refused: true,
    html: `<p class="error" role="alert">This order holds ${names}, which we sell only to shoppers ${MINIMUM_AGE} or older. ${why}</p>`,
  };
}

function checkoutPage(
  order: Order,
  form: { email: string; problem?: string } = { email: '' },
  { placing = false } = {},
): Response {
  const ageCheck = ageCheckOf(order);
  const codes = order.discountCodes
    .filter((discount) => discount.applicable)
    .map((discount) => `<dt>Discount code</dt><dd>${escape(discount.code)}</dd>`)
    .join('');
  const problem = form.problem
    ? `<p class="error" id="email-problem" role="alert">${escape(form.problem)}</p>`
    : '';
  return page(
    'Checkout',
    `<div class="note"><p><strong>This is the local shop: nothing is charged here.</strong></p>
<p>In live mode this step is Shopify’s secure checkout, where you enter your shipping address and pay. Below is the order Shopify would receive.</p></div>
<ul aria-label="Items in your order">${order.lines.nodes.map(orderLine).join('')}</ul>
<dl><dt>Subtotal</dt><dd>${usd(order.cost.subtotalAmount.amount)}</dd>${codes}
<dt class="total">Total</dt><dd class="total">${usd(order.cost.totalAmount.amount)}</dd></dl>
${ageCheck?.html ?? ''}
${
  ageCheck?.refused
    ? ''
    : `<form method="post">
<label for="email">Email for the order</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escape(form.email)}"${form.problem ? ' aria-invalid="true" aria-describedby="email-problem"' : ''}>
${problem}
<button type="submit">Place order</button>
</form>
<script src="${CHECKOUT_EMAIL_SCRIPT}" defer></script>`
}
${backToStore('/cart', 'Back to your cart')}`,
    ageCheck?.refused && placing ? 403 : form.problem ? 400 : 200,
  );
}

function orderPlacedPage(order: Order, name: string, email: string): Response {
  return page(
    'Order placed',
    `<p role="status">Thank you! Your order ${escape(name)} is placed for ${escape(email)}.</p>
<div class="note"><p><strong>This is the local shop: nothing is charged or shipped.</strong></p>
<p>In live mode Shopify’s checkout takes the payment and emails the order confirmation. The order counts here as Shopify’s would: reviews of these products from this email’s verified account show “Verified buyer”.</p></div>
<ul aria-label="Items in your order">${order.lines.nodes.map(orderLine).join('')}</ul>
${backToStore('/', 'Back to the store')}`,
  );
}

const cartGone = () =>
  page(
    'Checkout',
    `<p role="alert">This cart no longer exists: it was checked out or has expired.</p>
${backToStore('/cart', 'Back to your cart')}`,
    404,
  );

/** The cart of a checkout address, read through the local Storefront API itself; null when gone. */
async function orderOf(request: Request, token: string): Promise<Order | null> {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const id = `gid://shopify/Cart/${token}?key=${key}`;
  const { runStorefrontRequest } = await import('./storefront');
  const answer = await runStorefrontRequest({ query: orderQuery, variables: { id } });
  return (answer.data as { cart?: Order | null } | undefined)?.cart ?? null;
}

export const hostedPageHandlers = [
  http.get(
    `*${CHECKOUT_EMAIL_SCRIPT}`,
    () =>
      new HttpResponse(checkoutEmailScript, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
      }),
  ),

  http.get('*/cart/c/:token', async ({ request, params }) => {
    const order = await orderOf(request, String(params.token));
    return order ? checkoutPage(order) : cartGone();
  }),

  // "Place order": the order is recorded with the email and the products' handles, and the cart
  // is done (a second send finds it gone).
  http.post('*/cart/c/:token', async ({ request, params }) => {
    const token = String(params.token);
    const order = await orderOf(request, token);
    if (!order) return cartGone();
    if (ageCheckOf(order)?.refused) return checkoutPage(order, undefined, { placing: true });
    const form = await request.formData().catch(() => null);
    const email = String(form?.get('email') ?? '').trim();
    const problem = emailAddressProblem(email);
    if (problem) return checkoutPage(order, { email, problem });
    const productHandles = [...new Set(order.lines.nodes.map((line) => line.merchandise.product.handle))];
    const placed = recordOrder({ email, productHandles, placedAt: new Date().toISOString() });
    withCarts((table) => table.delete(token));
    return orderPlacedPage(order, placed.name, email);
  }),

  http.get(`*${ACCOUNT_PATH}`, () =>
    page(
      'Manage subscriptions',
      `<div class="note"><p><strong>This is the local shop: it has no customer accounts.</strong></p>
<p>In live mode this link opens Shopify’s customer account, where a subscriber signs in to skip or reschedule a delivery, change how often it comes, or cancel.</p></div>
${backToStore('/faq', 'Subscription questions (FAQ)')}`,
    ),
  ),
];
