/**
 * The shop's "Filter by" select: its options with the words shoppers read, and which products each
 * option keeps. Products carry the filter values they belong to as tags. The addresses of the
 * shop's filter pages are in shop-address.ts.
 */
import { allProducts, shopFilterValues, type ShopFilter } from './shop-address';

export {
  allProducts,
  filterPageValues,
  shopFilterFromCategory,
  shopPathForCategory,
  shopPathForFilter,
  type ShopFilter,
} from './shop-address';

const labels: Record<ShopFilter, string> = {
  [allProducts]: 'All Products',
  heart: 'Heart Health',
  'blood-pressure': 'Blood Pressure',
  'blood-sugar': 'Blood Sugar',
  cholesterol: 'Cholesterol',
  weight: 'Weight Management',
  joint: 'Joint & Bone',
  brain: 'Brain Health',
  immune: 'Immune Support',
  digestion: 'Digestive Health',
  sleep: 'Sleep Support',
  stress: 'Stress & Mood',
  eye: 'Eye Health',
  'mens-health': "Men's Health",
  'womens-health': "Women's Health",
  skin: 'Skin, Hair & Nails',
  energy: 'Energy & Vitality',
  respiratory: 'Respiratory Health',
  liver: 'Liver Health',
  urinary: 'Urinary Health',
  nutrition: 'Daily Nutrition',
};

/** The options of the select, in the spec's order, each with the words shoppers read. */
export const shopFilterOptions = shopFilterValues.map((value) => ({ value, label: labels[value] }));

export function shopFilterLabel(filter: ShopFilter): string {
  return labels[filter] ?? filter;
}
/** The products a filter keeps, in their catalogue order. */
export function filterProducts<Item extends { tags: readonly string[] }>(
  products: readonly Item[],
  filter: ShopFilter,
): Item[] {
  if (filter === allProducts) return [...products];
  return products.filter((product) => product.tags.includes(filter));
}
