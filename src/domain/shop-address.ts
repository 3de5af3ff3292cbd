/**
 * The shop's addresses: one page per health-condition filter (`/shop/sleep`), and how a category
 * link (`/shop?category=sleep-relaxation`, the older form editors may still write, or a
 * condition's slug) maps onto one. Apart from the filter's labels (shop-filter.ts), so that a page
 * linking into the shop carries only this.
 */
import { paths } from '../config/paths';

export const allProducts = 'all';

/** The spec's 21 filter values, in the order the select lists them. */
export const shopFilterValues = [
  allProducts,
  'heart',
  'blood-pressure',
  'blood-sugar',
  'cholesterol',
  'weight',
  'joint',
  'brain',
  'immune',
  'digestion',
  'sleep',
  'stress',
  'eye',
  'mens-health',
  'womens-health',
  'skin',
  'energy',
  'respiratory',
  'liver',
  'urinary',
  'nutrition',
] as const;

export type ShopFilter = (typeof shopFilterValues)[number];

const filterValues: ReadonlySet<string> = new Set(shopFilterValues);

/**
 * Links into the shop use the words of the page they come from: health goals send
 * `heart-health` or `digestive-health`, condition pages send their slug (`heart-health`,
 * `digestion`). Each of these names one filter value.
 */
const categoryAliases: Readonly<Record<string, ShopFilter>> = {
  'heart-health': 'heart',
  'digestive-health': 'digestion',
  digestive: 'digestion',
  'brain-health': 'brain',
  'immune-support': 'immune',
  'energy-vitality': 'energy',
  'sleep-relaxation': 'sleep',
  'stress-mood': 'stress',
  'weight-management': 'weight',
  'joint-bone': 'joint',
  'eye-health': 'eye',
  'skin-hair-nails': 'skin',
  beauty: 'skin',
  'blood-sugar-support': 'blood-sugar',
};

function isShopFilter(value: string): value is ShopFilter {
  return filterValues.has(value);
}

/** The filter a `?category=` value selects; missing or unknown categories show every product. */
export function shopFilterFromCategory(category: string | null | undefined): ShopFilter {
  const value = (category ?? '').trim().toLowerCase();
  if (isShopFilter(value)) return value;
  return categoryAliases[value] ?? allProducts;
}

/** The shop's address for a filter: `/shop` for all products, `/shop/{filter}` for one condition. */
export function shopPathForFilter(filter: ShopFilter): string {
  return filter === allProducts ? paths.shop : paths.shopFilter(filter);
}

/** The shop's address for a category name, in any of the forms links use (`heart-health`, `heart`). */
export function shopPathForCategory(category: string | null | undefined): string {
  return shopPathForFilter(shopFilterFromCategory(category));
}

/** The filter values that have a page of their own (every option but "All Products"). */
export const filterPageValues: readonly ShopFilter[] = shopFilterValues.filter(
  (value) => value !== allProducts,
);
