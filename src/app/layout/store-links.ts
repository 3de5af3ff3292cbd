import { paths } from '../../config/paths';

/** The header's link row on wide screens, in the spec's order. */
export const headerLinks = [
  { label: 'Shop', to: paths.shop },
  { label: 'Conditions', to: paths.conditions },
  { label: 'Learn', to: paths.learn },
  { label: 'Community', to: paths.community },
  { label: 'About', to: paths.about },
] as const;

/**
 * The mobile menu's page links: every page of the wide header and the footer's main ones, so a phone
 * reaches them all; the quiz entry and the account entry sit between and after them.
 */
export const mobileMenuLinks = {
  shop: { label: 'Shop Products', to: paths.shop },
  conditions: { label: 'Health Conditions', to: paths.conditions },
  healthGoals: { label: 'Shop by Health Goal', to: paths.healthGoals },
  learn: { label: 'Learn', to: paths.learn },
  community: { label: 'Community', to: paths.community },
  about: { label: 'About Us', to: paths.about },
  faq: { label: 'FAQ', to: paths.faq },
  contact: { label: 'Contact Us', to: paths.contact },
  cart: { label: 'View Cart', to: paths.cart },
} as const;

export const searchLabel = 'Search products, conditions...';
