/**
 * Every page a shopper can reach in this issue, with the main heading they should see there.
 * Headings the spec quotes are written out; the others come from the seed content.
 */
import { seedContent } from './seed';

/** The spec's 16 routed conditions and the text of each page's shop button. */
export const conditionPages = [
  { slug: 'blood-sugar', shopButton: 'Shop Blood Sugar Support' },
  { slug: 'heart-health', shopButton: 'Shop Heart Health Products' },
  { slug: 'blood-pressure', shopButton: 'Shop Blood Pressure Support' },
  { slug: 'cholesterol', shopButton: 'Shop Cholesterol Support' },
  { slug: 'weight', shopButton: 'Shop Weight Management' },
  { slug: 'joint', shopButton: 'Shop Joint & Bone Support' },
  { slug: 'brain', shopButton: 'Shop Brain Health Products' },
  { slug: 'immune', shopButton: 'Shop Immune Support' },
  { slug: 'digestion', shopButton: 'Shop Digestive Health' },
  { slug: 'sleep', shopButton: 'Shop Sleep Support' },
  { slug: 'stress', shopButton: 'Shop Stress & Mood Support' },
  { slug: 'eye', shopButton: 'Shop Eye Health Products' },
  { slug: 'mens-health', shopButton: "Shop Men's Health" },
  { slug: 'womens-health', shopButton: "Shop Women's Health" },
  { slug: 'skin', shopButton: 'Shop Beauty & Wellness' },
  { slug: 'energy', shopButton: 'Shop Energy Support' },
] as const;

/**
 * The product page the route walk visits: three photos, and no key benefits of its own, so it
 * shows the store's default list (spec 5).
 */
export const productPage = {
  path: '/products/plant-sterol-cholesterol-support',
  title: 'Plant Sterol Cholesterol Support',
} as const;

export interface StoreRoute {
  path: string;
  /** The page's one h1. */
  heading: string | RegExp;
}

function conditionTitle(slug: string): string {
  const condition = seedContent.conditions().find((each) => each.slug.current === slug);
  if (!condition) throw new Error(`The seed has no condition "${slug}"`);
  return condition.title;
}

export function storeRoutes(): StoreRoute[] {
  const legalTitle = 'Legal Information';
  return [
    { path: '/', heading: seedContent.homePage().heroTitle },
    { path: '/shop', heading: 'Supplements for Our Health' },
    { path: '/shop/sleep', heading: 'Supplements for Our Health' },
    { path: productPage.path, heading: productPage.title },
    // Buy Now's age question for an age-restricted product (its page when the app is not running).
    { path: '/products/glucomannan-fullness-support/confirm-age', heading: 'Confirm your age' },
    { path: '/collections/sleep-support', heading: 'Sleep Support' },
    { path: '/quiz', heading: seedContent.quiz().title },
    { path: '/search', heading: 'Search the store' },
    { path: '/health-goals', heading: seedContent.healthGoalsPage().title },
    { path: '/conditions', heading: 'Health Conditions We Support' },
    ...conditionPages.map(({ slug }) => ({ path: `/conditions/${slug}`, heading: conditionTitle(slug) })),
    { path: '/learn', heading: 'Learn About Your Health' },
    { path: '/community', heading: 'Our Community, Our Wellness' },
    { path: '/about', heading: seedContent.aboutPage().title },
    { path: '/cart', heading: seedContent.cartPage().emptyTitle },
    { path: '/contact', heading: seedContent.contactPage().title },
    { path: '/shipping', heading: seedContent.shippingPolicy().title },
    { path: '/faq', heading: seedContent.faqPage().title },
    { path: '/lab-results', heading: seedContent.labResultsPage().title },
    { path: '/privacy', heading: legalTitle },
    { path: '/terms', heading: legalTitle },
    { path: '/disclaimer', heading: legalTitle },
    { path: '/review-guidelines', heading: legalTitle },
    { path: '/accessibility', heading: legalTitle },
  ];
}

/** The spec shows the shop page at these addresses too. */
const shopAliases = ['/bundles', '/bestsellers'];

/** The main heading of the page at `path` (query ignored). */
export function headingAt(path: string): string | RegExp {
  const pathname = new URL(path, 'http://store').pathname;
  const known = shopAliases.includes(pathname) ? '/shop' : pathname;
  const route = storeRoutes().find((each) => each.path === known);
  if (!route) throw new Error(`No known page at ${path}`);
  return route.heading;
}
