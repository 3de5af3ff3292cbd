/** Every path the store links to, so a route is renamed in one place. */
export const paths = {
  home: '/',
  shop: '/shop',
  /** The shop filtered to one health condition (a shop filter value; see domain/shop-filter.ts). */
  shopFilter: (filter: string) => `/shop/${encodeURIComponent(filter)}`,
  bundles: '/bundles',
  bestsellers: '/bestsellers',
  healthGoals: '/health-goals',
  conditions: '/conditions',
  condition: (slug: string) => `/conditions/${slug}`,
  product: (handle: string) => `/products/${encodeURIComponent(handle)}`,
  /** The product's reviews on its page. */
  productReviews: (handle: string) => `/products/${encodeURIComponent(handle)}#reviews`,
  /** The form to write (or edit) a review of the product. */
  productReview: (handle: string) => `/products/${encodeURIComponent(handle)}/review`,
  /**
   * The age question before Buy Now of an age-restricted product, as a page: where Buy Now's form
   * leads when the app is not running (src/domain/age-check.ts).
   */
  confirmAge: (handle: string) => `/products/${encodeURIComponent(handle)}/confirm-age`,
  collection: (handle: string) => `/collections/${encodeURIComponent(handle)}`,
  quiz: '/quiz',
  /** The quiz with one health concern (a quiz concern value) ticked. */
  quizFor: (concern: string) => `/quiz?${new URLSearchParams({ concern }).toString()}`,
  search: '/search',
  learn: '/learn',
  community: '/community',
  about: '/about',
  cart: '/cart',
  contact: '/contact',
  shipping: '/shipping',
  faq: '/faq',
  labResults: '/lab-results',
  /** The lab results page showing one lot's report (a lot number as printed, e.g. SW2602-014). */
  labResultsFor: (lot: string) => `/lab-results?${new URLSearchParams({ lot }).toString()}`,
  privacy: '/privacy',
  terms: '/terms',
  disclaimer: '/disclaimer',
  /** What a review must follow to be published (a tab of the legal information). */
  reviewGuidelines: '/review-guidelines',
  /** The standard the store aims at, how it is checked, its known limits (a tab of the legal information). */
  accessibility: '/accessibility',
  auth: '/auth',
  /** Login, then back to a page of the store (a same-site path, e.g. /admin). */
  authThen: (next: string) => `/auth?${new URLSearchParams({ next }).toString()}`,
  /** The newsletter's unsubscribe page (`?token=` from the email's link). */
  unsubscribe: '/unsubscribe',
  /** Contact messages and newsletter subscribers, for admins. */
  admin: '/admin',
} as const;

/**
 * A product page's markdown twin, for agents: the page's address with `.md`. The build writes it
 * (build/agent-files.ts) and the page names it as its `text/markdown` alternate. Apart from
 * `paths`, which every page carries whole: only the product page's code needs this one.
 */
export const productMarkdownPath = (handle: string) => `${paths.product(handle)}.md`;
