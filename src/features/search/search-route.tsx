import { useId, useState } from 'react';
import { Container, Typography } from '@mui/material';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useStorefrontView } from '../../components/analytics/use-storefront-view';
import { NoScriptNote } from '../../components/no-script-note';
import { PageMeta } from '../../components/page-meta';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { SearchBrowseLinks } from './components/search-browse-links';
import { SearchPageForm } from './components/search-page-form';
import { SearchPageResults } from './components/search-page-results';

const description =
  'Search the store: supplements by name or benefit, and health conditions by name or keyword.';

/**
 * The query in the address (`?q=`), and what the shopper has typed ahead of it: the address only
 * changes when its navigation completes, after the keystroke, so the field keeps its own copy
 * until the address has caught up (a field bound to the address alone would drop letters).
 * The page is prerendered without a query string, so the address is read only once hydrated.
 */
function useSearchQuery() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressQuery = hydrated ? (searchParams.get('q') ?? '') : '';
  const [typed, setTyped] = useState<string | null>(null);
  if (typed !== null && typed === addressQuery) setTyped(null);
  const query = typed ?? addressQuery;

  // A search is the query the shopper arrives with and each one they submit, not each keystroke
  // (which replaces the address as it goes).
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [arrival, setArrival] = useState(key);
  if (navigationType !== 'REPLACE' && arrival !== key) setArrival(key);
  const [submits, setSubmits] = useState(0);
  const searchString = query.trim();
  useStorefrontView(
    hydrated && searchString ? { name: 'search', searchString } : null,
    `${arrival}:${submits}`,
  );

  const changeQuery = (next: string) => {
    setTyped(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === '') params.delete('q');
        else params.set('q', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const submitQuery = () => {
    setSubmits((count) => count + 1);
    changeQuery(query);
  };
  return { hydrated, query, changeQuery, submitQuery };
}

/** The search page (`/search?q=…`): the palette's search as a page that can be shared and works as HTML. */
export function Component() {
  const headingId = useId();
  const { hydrated, query, changeQuery, submitQuery } = useSearchQuery();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title="Search" description={description} noindex />
      <Typography id={headingId} variant="h1" component="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        Search the store
      </Typography>
      <SearchPageForm
        query={query}
        onQueryChange={changeQuery}
        onSubmit={submitQuery}
        labelledBy={headingId}
      />
      <NoScriptNote>
        Search results need JavaScript. Browse the shop or the health conditions instead.
      </NoScriptNote>
      <SearchPageResults query={query} enabled={hydrated} />
      <SearchBrowseLinks />
    </Container>
  );
}
