/**
 * Shopify's product search syntax (the parts a storefront uses: `tag:x`, `title:x*`, free text,
 * `OR`, `-term`), product sort keys and collection filters, over the mock catalogue.
 */
import type { CatalogueProduct } from '../data/catalogue';

export const minPrice = (product: CatalogueProduct) =>
  Math.min(...product.variants.map((variant) => variant.price));

interface SearchTerm {
  negate: boolean;
  field: string | null;
  value: string;
}

/** Shopify's product search syntax, the parts a storefront uses: `tag:x`, `title:x*`, free text, OR. */
function parseSearch(query: string): SearchTerm[][] {
  const groups: SearchTerm[][] = [[]];
  const pattern = /(-|NOT\s+)?(?:([a-z_]+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  for (const match of query.matchAll(pattern)) {
    const [, negation, field, doubleQuoted, singleQuoted, bare] = match;
    const value = doubleQuoted ?? singleQuoted ?? bare ?? '';
    if (!field && !negation && value === 'OR') {
      groups.push([]);
      continue;
    }
    if (!field && !negation && value === 'AND') continue;
    groups[groups.length - 1]?.push({ negate: Boolean(negation), field: field ?? null, value });
  }
  return groups.filter((group) => group.length > 0);
}

export function textMatches(text: string, value: string): boolean {
  const needle = value.toLowerCase();
  if (needle.includes('*')) {
    const pattern = needle
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return (
      new RegExp(`^${pattern}$`).test(text.toLowerCase()) ||
      text
        .toLowerCase()
        .split(/\s+/)
        .some((word) => new RegExp(`^${pattern}$`).test(word))
    );
  }
  return text.toLowerCase().includes(needle);
}

function termMatches(product: CatalogueProduct, term: SearchTerm): boolean {
  const value = term.value;
  switch (term.field) {
    case 'tag':
      return product.tags.some((tag) => tag.toLowerCase() === value.toLowerCase());
    case 'tag_not':
      return !product.tags.some((tag) => tag.toLowerCase() === value.toLowerCase());
    case 'title':
      return textMatches(product.title, value);
    case 'product_type':
      return product.productType.toLowerCase() === value.toLowerCase();
    case 'vendor':
      return product.vendor.toLowerCase() === value.toLowerCase();
    case 'available_for_sale':
      return product.availableForSale === (value === 'true');
    case 'id':
      return String(product.number) === value;
    default:
      return [product.title, product.description, product.productType, product.vendor, ...product.tags].some(
        (text) => textMatches(text, value),
      );
  }
}

export function searchProducts(products: CatalogueProduct[], query: unknown): CatalogueProduct[] {
  if (typeof query !== 'string' || query.trim() === '') return products;
  const groups = parseSearch(query);
  return products.filter((product) =>
    groups.some((group) => group.every((term) => termMatches(product, term) !== term.negate)),
  );
}

/**
 * Shopify's product sort keys over the catalogue. `BEST_SELLING` is Shopify's ranking by sales; the
 * mock shop has no orders, so its sales figure is the review count (more buyers, more reviews), the
 * most reviewed first, ties by catalogue number: a fixed order the store's tests can name.
 */
const comparators: Record<string, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => minPrice(a) - minPrice(b) || a.number - b.number,
  BEST_SELLING: (a, b) => b.reviewCount - a.reviewCount || a.number - b.number,
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType) || a.number - b.number,
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor) || a.number - b.number,
  ID: (a, b) => a.number - b.number,
};

export function sortProducts(products: CatalogueProduct[], sortKey: unknown): CatalogueProduct[] {
  const compare = typeof sortKey === 'string' ? comparators[sortKey] : undefined;
  return compare ? [...products].sort(compare) : products;
}

interface ProductFilter {
  available?: boolean | null;
  tag?: string | null;
  productType?: string | null;
  productVendor?: string | null;
  price?: { min?: number | null; max?: number | null } | null;
}

export function filterProducts(products: CatalogueProduct[], filters: unknown): CatalogueProduct[] {
  if (!Array.isArray(filters) || filters.length === 0) return products;
  return products.filter((product) =>
    (filters as ProductFilter[]).every((filter) => {
      if (filter.available != null && product.availableForSale !== filter.available) return false;
      if (filter.tag != null && !product.tags.includes(filter.tag as never)) return false;
      if (filter.productType != null && product.productType !== filter.productType) return false;
      if (filter.productVendor != null && product.vendor !== filter.productVendor) return false;
      if (filter.price?.min != null && minPrice(product) < filter.price.min) return false;
      if (filter.price?.max != null && minPrice(product) > filter.price.max) return false;
      return true;
    }),
  );
}
