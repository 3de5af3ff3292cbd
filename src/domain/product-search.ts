/**
 * The search palette's matching (spec 5, "Search"): a case-insensitive substring of the query in a
 * product's name or benefit, or in a condition's name or any of its keywords; at most 8 of each.
 *
 * The palette runs this on every keystroke, so the lower-cased texts are prepared once per
 * catalogue (`createStoreSearch`) and a keystroke only scans them.
 */

/** Search shows at most 8 products and 8 conditions (spec 9). */
export const searchResultLimit = 8;

export interface SearchableProduct {
  title: string;
  benefit: string;
}

export interface SearchableCondition {
  name: string;
  keywords: readonly string[];
}

export interface StoreSearchResults<P, C> {
  products: P[];
  conditions: C[];
}

interface Entry<T> {
  item: T;
  /** The text a match here ranks first (the name); then the rest (benefit or keywords). */
  name: string;
  rest: string;
}

/** Keywords are joined with a character no query can contain, so a match never spans two. */
const keywordSeparator = '\u0000';

/** The query as matched: surrounding spaces dropped, case folded. */
export function normalizeSearchQuery(query: string): string {
  return query.trim().toLowerCase();
}

function prepare<T>(item: T, name: string, rest: string): Entry<T> {
  return { item, name: name.toLowerCase(), rest: rest.toLowerCase() };
}

/**
 * Up to `limit` items containing the query: name matches first, then the others, each in the
 * catalogue's own order. An empty query is a substring of everything, so the
 * palette opens on the first items of each group.
 */
function match<T>(entries: readonly Entry<T>[], query: string, limit: number): T[] {
  if (query === '') return entries.slice(0, limit).map((entry) => entry.item);
  const byName: T[] = [];
  const byRest: T[] = [];
  for (const entry of entries) {
    if (entry.name.includes(query)) {
      byName.push(entry.item);
      if (byName.length === limit) break;
    } else if (byRest.length < limit && entry.rest.includes(query)) {
      byRest.push(entry.item);
    }
  }
  return byName.concat(byRest).slice(0, limit);
}

/**
 * Prepares a catalogue and its conditions for searching and returns the per-keystroke search.
 * Pure: the same query always gives the same results, and the inputs are never changed.
 */
export function createStoreSearch<P extends SearchableProduct, C extends SearchableCondition>(
  products: readonly P[],
  conditions: readonly C[],
  limit: number = searchResultLimit,
): (query: string) => StoreSearchResults<P, C> {
  const productEntries = products.map((product) => prepare(product, product.title, product.benefit));
  const conditionEntries = conditions.map((condition) =>
    prepare(condition, condition.name, condition.keywords.join(keywordSeparator)),
  );
  return (query) => {
    const normalized = normalizeSearchQuery(query);
    return {
      products: match(productEntries, normalized, limit),
      conditions: match(conditionEntries, normalized, limit),
    };
  };
}

/** One search without keeping the prepared catalogue (tests, one-off calls). */
export function searchStore<P extends SearchableProduct, C extends SearchableCondition>(
  query: string,
  products: readonly P[],
  conditions: readonly C[],
  limit: number = searchResultLimit,
): StoreSearchResults<P, C> {
  return createStoreSearch(products, conditions, limit)(query);
}
