/**
 * The shop's "Filter by" select: its options, the shop's address for each (`/shop/sleep`, a page
 * of its own), how a category link (`/shop?category=sleep-relaxation`, the older form editors may
 * still write) maps onto one of them, and which products each option keeps. Products carry the
 * filter values they belong to as tags.
 */
import { paths } from '../config/paths';

export const allProducts = 'all';

/** The spec's 21 filter values, in the order the select lists them, with the words shoppers read. */
export const shopFilterOptions = [
  { value: allProducts, label: 'All Products' },
  { value: 'heart', label: 'Heart Health' },
  { value: 'blood-pressure', label: 'Blood Pressure' },
  { value: 'blood-sugar', label: 'Blood Sugar' },
  { value: 'cholesterol', label: 'Cholesterol' },
  { value: 'weight', label: 'Weight Management' },
  { value: 'joint', label: 'Joint & Bone' },
  { value: 'brain', label: 'Brain Health' },
  { value: 'immune', label: 'Immune Support' },
  { value: 'digestion', label: 'Digestive Health' },
  { value: 'sleep', label: 'Sleep Support' },
  { value: 'stress', label: 'Stress & Mood' },
  { value: 'eye', label: 'Eye Health' },
  { value: 'mens-health', label: "Men's Health" },
  { value: 'womens-health', label: "Women's Health" },
  { value: 'skin', label: 'Skin, Hair & Nails' },
  { value: 'energy', label: 'Energy & Vitality' },
  { value: 'respiratory', label: 'Respiratory Health' },
  { value: 'liver', label: 'Liver Health' },
  { value: 'urinary', label: 'Urinary Health' },
  { value: 'nutrition', label: 'Daily Nutrition' },
] as const;

export type ShopFilter = (typeof shopFilterOptions)[number]['value'];

const filterValues: ReadonlySet<string> = new Set(shopFilterOptions.map((option) => option.value));

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
export const filterPageValues: readonly ShopFilter[] = shopFilterOptions
  .map((option) => option.value)
  .filter((value) => value !== allProducts);

/** The shop's pages: `/shop`, `/bundles` and `/bestsellers` show the same shop. */
const shopPaths: readonly string[] = [paths.shop, paths.bundles, paths.bestsellers];

/**
 * A link into the shop in its canonical form: `/shop?category=heart-health` becomes `/shop/heart`;
 * every other link is returned as it is.
 */
export function canonicalShopHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://store.invalid');
  const category = url.searchParams.get('category');
  if (!shopPaths.includes(url.pathname) || category === null) return href;
  return shopPathForCategory(category);
}

export function shopFilterLabel(filter: ShopFilter): string {
  return shopFilterOptions.find((option) => option.value === filter)?.label ?? filter;
}

/** The products a filter keeps, in their catalogue order. */
export function filterProducts<Item extends { tags: readonly string[] }>(
  products: readonly Item[],
  filter: ShopFilter,
): Item[] {
  if (filter === allProducts) return [...products];
  return products.filter((product) => product.tags.includes(filter));
}
