/**
 * The taps first-taps.mjs measures: where a shopper taps, and what counts as the store answering.
 *
 * A control may be a button the app answers once hydrated, or a link or form button that works
 * before (the browser loads the real page); so every control is found by its name whatever its
 * role, and every effect accepts a dialog opened in place or the real page after a navigation.
 * `find(page)` → { control, subject } (subject: the product or topic tapped, when the effect names
 * it); `effect(page, subject)` → how the effect shows ('dialog' or 'page'), or null while it does not.
 */
/* global document */
import { URL } from 'node:url';

/**
 * The shopper's clock: the store's shoppers are in the US, and the time zone decides what the privacy
 * question asks and how (src/domain/consent.ts). Lighthouse's Chrome runs on it too (TZ).
 */
export const SHOPPER_TIME_ZONE = 'America/New_York';
export const desktop = { viewport: { width: 1280, height: 800 }, timezoneId: SHOPPER_TIME_ZONE };
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: SHOPPER_TIME_ZONE,
};

/** The first control named `name` with any of `roles` (a string name matches exactly). */
export function control(scope, name, roles = ['button', 'link']) {
  const options = typeof name === 'string' ? { name, exact: true } : { name };
  return roles
    .map((role) => scope.getByRole(role, options))
    .reduce((either, next) => either.or(next))
    .first();
}

/** A card's accessible name (its aria-labelledby title, or its aria-label). */
export function accessibleName(card) {
  return card.evaluate((element) => {
    const ids = element.getAttribute('aria-labelledby');
    if (!ids) return element.getAttribute('aria-label') ?? '';
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

const pathOf = (page) => new URL(page.url()).pathname;
export const shows = (locator) => locator.first().isVisible();
export const exactly = (name) => ({ name, exact: true });

/** A product in `scope`: a product card, or a list item holding a link to one. */
const aProduct = (page, scope) =>
  scope.getByRole('article').or(scope.getByRole('listitem').filter({ has: page.getByRole('link') }));

/** A collection: in a dialog named `dialogName`, or on its own page (/collections/…). */
async function collectionShown(page, dialogName) {
  const dialog = page.getByRole('dialog', exactly(dialogName));
  if (await shows(aProduct(page, dialog))) return 'dialog';
  if (!pathOf(page).startsWith('/collections/')) return null;
  const main = page.getByRole('main');
  const whole =
    (await shows(main.getByRole('heading', { level: 1 }))) && (await shows(main.getByRole('article')));
  return whole ? 'page' : null;
}

/** The list of the cart's lines. */
const cartLines = (scope) => scope.getByRole('list', exactly('Items in your cart'));

/**
 * The cart: its drawer, or its page (/cart, where a tap before the app runs leads) once the app
 * shows what it holds there (its lines, or the empty cart's own heading).
 */
export async function cartShown(page) {
  if (await shows(page.getByRole('dialog', exactly('Your Cart')))) return 'dialog';
  if (pathOf(page) !== '/cart') return null;
  const main = page.getByRole('main');
  if (await shows(cartLines(main))) return 'page';
  const heading = main.getByRole('heading', { level: 1 });
  return (await shows(heading)) && (await heading.first().textContent()) !== 'Your Cart' ? 'page' : null;
}

export const TAPS = [
  {
    id: 'shop-add',
    route: '/shop',
    device: desktop,
    async find(page) {
      const products = page.getByRole('main').getByRole('list', exactly('Our Products'));
      const product = products.getByRole('article').first();
      return { control: control(product, 'Add to Cart'), subject: await accessibleName(product) };
    },
    /** The product in the cart: in its drawer, or on its page (the form sent as HTML). */
    async effect(page, title) {
      const cart = page.getByRole('dialog', exactly('Your Cart'));
      if (await shows(cart.getByRole('link', exactly(title)))) return 'dialog';
      if (pathOf(page) !== '/cart') return null;
      return (await shows(cartLines(page.getByRole('main')).getByRole('link', exactly(title))))
        ? 'page'
        : null;
    },
  },
  {
    id: 'shop-details',
    route: '/shop',
    device: desktop,
    async find(page) {
      const products = page.getByRole('main').getByRole('list', exactly('Our Products'));
      const product = products.getByRole('article').first();
      return { control: control(product, 'View Full Details'), subject: await accessibleName(product) };
    },
    async effect(page, title) {
      if (await shows(page.getByRole('dialog', exactly(title)))) return 'dialog';
      if (!/^\/products\/.+/.test(pathOf(page))) return null;
      return (await shows(page.getByRole('heading', { level: 1, ...exactly(title) }))) ? 'page' : null;
    },
  },
  {
    id: 'learn-collection',
    route: '/learn',
    device: desktop,
    async find(page) {
      const topic = page.getByRole('main').getByRole('article').first();
      return { control: control(topic, 'Learn More & Shop'), subject: await accessibleName(topic) };
    },
    effect: (page, topic) => collectionShown(page, `${topic} Products`),
  },
  {
    id: 'conditions-quiz',
    route: '/conditions',
    device: desktop,
    find: async (page) => ({ control: control(page, /^Take Quiz for /) }),
    async effect(page) {
      // The quiz's first question (seed content): in a dialog over the page, or on a page of its own.
      if (!(await shows(page.getByText("What's your age group?")))) return null;
      return pathOf(page) === '/conditions' ? 'dialog' : 'page';
    },
  },
  {
    id: 'legal-disclaimer',
    route: '/privacy',
    device: desktop,
    find: async (page) => ({
      control: control(page.getByRole('main'), 'Medical Disclaimer', ['tab', 'link']),
    }),
    async effect(page) {
      if (pathOf(page) !== '/disclaimer') return null;
      const heading = page
        .getByRole('main')
        .getByRole('heading', { level: 2, ...exactly('Medical Disclaimer') });
      return (await shows(heading)) ? 'page' : null;
    },
  },
  {
    id: 'condition-collection',
    route: '/conditions/sleep',
    device: desktop,
    find: async (page) => ({ control: control(page, 'Shop Sleep Support') }),
    // The dialog's title is visually hidden; it still names the dialog.
    effect: (page) => collectionShown(page, 'Shop Our Collection'),
  },
  {
    id: 'header-cart',
    route: '/',
    device: desktop,
    find: async (page) => ({ control: control(page.getByRole('banner'), /^Cart/) }),
    effect: cartShown,
  },
  {
    id: 'mobile-menu',
    route: '/',
    device: phone,
    find: async (page) => ({ control: control(page.getByRole('banner'), 'Open menu') }),
    /** The menu's links: in the app's drawer, or before the app runs the page's own (`:target`). */
    async effect(page) {
      const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation', exactly('Menu')) });
      if (await shows(menu)) return 'dialog';
      const pageMenu = page.getByRole('banner').getByRole('navigation', exactly('Menu'));
      return (await shows(pageMenu)) ? 'page menu' : null;
    },
  },
];
