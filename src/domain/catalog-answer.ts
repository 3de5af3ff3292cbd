/**
 * The catalogue as an agent reads it, wherever it asks: the store's MCP server (`search_shop_catalog`,
 * `get_product_details`, `recommend_for_concerns`: src/agent) and the pages' WebMCP tools (the header
 * search, the quiz). One shape, in the product card's words and figures; `url` makes the store's
 * paths into the addresses the reader follows (the server's are absolute, a page's its own paths).
 */
import { paths, productMarkdownPath } from '../config/paths';
import { isAgeRestricted } from './age-check';
import { referencePrice } from './bundle-price';
import { CLAIM_SYMBOL } from './claims';
import type { Money, Product } from './commerce';
import { formatMoney } from './money';
import { searchStore, type SearchableCondition } from './product-search';

/** An amount of money: as the Storefront API writes it, and as the page shows it. */
export const price = (money: Money) => ({
  amount: money.amount.toFixed(2),
  currency: money.currencyCode,
  shown: formatMoney(money),
});

/** What a product card says of a product, with the addresses of its page and its markdown twin. */
export function productSummary(product: Product, url: (path: string) => string) {
  const amounts = product.variants.map((variant) => variant.price.amount);
  const image = product.images[0];
  const reference = referencePrice(product);
  return {
    product_id: product.id,
    handle: product.handle,
    title: product.title,
    /** What it does, a structure/function claim marked † as the page marks it (the answer's `disclaimer`). */
    description: `${product.benefit}${CLAIM_SYMBOL}`,
    url: url(paths.product(product.handle)),
    markdown_url: url(productMarkdownPath(product.handle)),
    image_url: image ? url(image.url) : null,
    price: price(product.price),
    /** The struck price the page shows beside it, and what it is ("Bought separately" for a bundle). */
    compare_at_price: reference && { ...price(reference.price), label: reference.label },
    price_range: {
      min: Math.min(...amounts, product.price.amount).toFixed(2),
      max: Math.max(...amounts, product.price.amount).toFixed(2),
      currency: product.price.currencyCode,
    },
    available: product.availableForSale,
    age_restricted: isAgeRestricted(product),
    variants: product.variants.map((variant) => ({
      variant_id: variant.id,
      title: variant.title,
      price: price(variant.price),
      available: variant.availableForSale,
    })),
  };
}

/** What a search asks for before it can answer: the words to look for. */
export const emptySearchWords = 'Type a product, a health goal or a keyword.';

/** The search page's address for `query`. */
export const searchPageFor = (query: string) => `${paths.search}?${new URLSearchParams({ q: query })}`;

/**
 * What a search finds, as the search page and palette find it (`searchStore`: at most 8 products and
 * 8 conditions), with the FDA statement the products' claims carry and the search page's address.
 */
export function searchAnswer(
  query: string,
  catalogue: {
    products: readonly Product[];
    conditions: readonly (SearchableCondition & { summary: string; href: string })[];
    /** The site settings' FDA statement. */
    fdaStatement: string;
  },
  url: (path: string) => string,
) {
  const { products, conditions, fdaStatement } = catalogue;
  const found = searchStore(query, products, conditions);
  return {
    query,
    products: found.products.map((product) => productSummary(product, url)),
    conditions: found.conditions.map(({ name, summary, href }) => ({ name, summary, page: url(href) })),
    disclaimer: `${CLAIM_SYMBOL} ${fdaStatement}`,
    search_page: url(searchPageFor(query)),
  };
}
