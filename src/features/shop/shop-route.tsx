import { useDeferredValue, useId } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Container, Stack, Typography } from '@mui/material';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageMeta } from '../../components/page-meta';
import { categoryFromShopFilter, shopFilterFromCategory, type ShopFilter } from '../../domain/shop-filter';
import { productsQueryOptions } from '../../lib/shopify';
import { FdaDisclaimer } from './components/fda-disclaimer';
import { ProductGrid } from './components/product-grid';
import { ShopFilterSelect } from './components/shop-filter-select';
import { ShopHero } from './components/shop-hero';
import { useHydrated } from '../../lib/hydration/use-hydrated';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    // The catalogue is part of the page (and of its prerendered HTML). If Shopify cannot be
    // reached, the page still renders: the grid says so, with its own "Try again".
    await queryClient.ensureQueryData(productsQueryOptions()).catch(() => undefined);
    return null;
  };
}

/** The shop's three addresses show the same page under their own names. */
const pageNames: Record<string, { title: string; eyebrow?: string }> = {
  [paths.shop]: { title: 'Shop Supplements' },
  [paths.bestsellers]: { title: 'Bestsellers', eyebrow: 'Bestsellers' },
  [paths.bundles]: { title: 'Bundles', eyebrow: 'Bundles' },
};

const description =
  'Supplements for our health: science-driven, third-party tested formulas for heart, blood sugar, ' +
  'energy, sleep and more, with secure checkout via Shopify.';

/** The shop: every product, filterable by health condition (kept in the URL as `?category=`). */
export function Component() {
  const { pathname } = useLocation();
  const page = pageNames[pathname] ?? pageNames[paths.shop]!;

  return (
    <>
      <PageMeta title={page.title} description={description} />
      <ShopHero eyebrow={page.eyebrow} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <FilteredProducts />
        <FdaDisclaimer />
      </Container>
    </>
  );
}

/** The filter and the grid it filters: the part of the shop that follows `?category=`. */
function FilteredProducts() {
  const [searchParams, setSearchParams] = useSearchParams();
  const headingId = useId();
  // The prerendered page shows every product: the address's filter applies once hydrated, in the
  // background (deferred), so the page responds at once even while the grid is re-rendered.
  const hydrated = useHydrated();
  const filter = shopFilterFromCategory(hydrated ? searchParams.get('category') : null);
  const gridFilter = useDeferredValue(filter);

  const changeFilter = (next: ShopFilter) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const category = categoryFromShopFilter(next);
        if (category) params.set('category', category);
        else params.delete('category');
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem' }}>
          Our Products
        </Typography>
        <ShopFilterSelect value={filter} onChange={changeFilter} />
      </Stack>
      <ProductGrid filter={gridFilter} onShowAll={() => changeFilter('all')} labelledBy={headingId} />
    </>
  );
}
