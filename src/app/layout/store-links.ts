import { paths } from '../../config/paths';

/** The header's link row on wide screens, in the spec's order. */
export const headerLinks = [
  { label: 'Shop', to: paths.shop },
  { label: 'Conditions', to: paths.conditions },
  { label: 'Learn', to: paths.learn },
  { label: 'Community', to: paths.community },
  { label: 'About', to: paths.about },
] as const;

/** The mobile menu's page links; the quiz entry and the account entry sit between and after them. */
export const mobileMenuLinks = {
  shop: { label: 'Shop Products', to: paths.shop },
  conditions: { label: 'Health Conditions', to: paths.conditions },
  about: { label: 'About Us', to: paths.about },
  cart: { label: 'View Cart', to: paths.cart },
} as const;

export const searchLabel = 'Search products, conditions...';
