import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { createStoreSearch, normalizeSearchQuery } from '../../../domain/product-search';
import { allConditionsQueryOptions } from '../../../lib/sanity/queries/conditions';
import { productsQueryOptions } from '../../../lib/shopify';
import { SearchLoadError } from './search-load-error';
import { SearchResultGroups } from './search-result-groups';

export const searchHint = 'Type a product, a health condition or a keyword.';

/**
 * What the search page finds for a query: the palette's matching over the catalogue and the
 * conditions, which are fetched only for a query and only when `enabled` (in the browser), so a
 * prerendered page never carries them.
 */
export function SearchPageResults({ query, enabled }: { query: string; enabled: boolean }) {
  const searching = normalizeSearchQuery(query) !== '';
  const products = useQuery({ ...productsQueryOptions(), enabled: enabled && searching });
  const conditions = useQuery({ ...allConditionsQueryOptions, enabled: enabled && searching });
  const search = useMemo(
    () => createStoreSearch(products.data ?? [], conditions.data ?? []),
    [products.data, conditions.data],
  );

  const sources = [products, conditions];
  const loading = sources.some((source) => source.isLoading);
  const failed = sources.filter((source) => source.isError);
  const answered = sources.some((source) => source.isSuccess);
  const results = searching ? search(query) : { products: [], conditions: [] };
  const found = results.products.length + results.conditions.length;

  // One live region, there from the start, so each change of what the page found is announced.
  // Nothing found while a source could not be searched is not "No results": the error says why.
  const status = !searching
    ? searchHint
    : loading
      ? 'Loading…'
      : !answered || (found === 0 && failed.length > 0)
        ? ''
        : found === 0
          ? 'No results found.'
          : `${found} ${found === 1 ? 'result' : 'results'}`;

  return (
    <>
      <Typography role="status" color="textSecondary" sx={{ mt: 3, mb: 2, minHeight: '1.5em' }}>
        {status}
      </Typography>
      {searching && <SearchLoadError failed={failed} />}
      <SearchResultGroups products={results.products} conditions={results.conditions} />
    </>
  );
}
