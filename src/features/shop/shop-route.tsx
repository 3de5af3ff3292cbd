import { useId } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { replace, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageMeta } from '../../components/page-meta';
import {
  allProducts,
  shopFilterFromCategory,
  shopFilterLabel,
  shopPathForCategory,
  shopPathForFilter,
  type ShopFilter,
} from '../../domain/shop-filter';
import { routeData } from '../../lib/route-data';
import { productsQueryOptions } from '../../lib/shopify';
import { FdaDisclaimer } from './components/fda-disclaimer';
import { ProductGrid } from './components/product-grid';
import { ShopFilterLinks } from './components/shop-filter-links';
import { ShopFilterSelect } from './components/shop-filter-select';
import { ShopHero } from './components/shop-hero';

export const clientLoader = routeData(async ({ deferred }, { params, request }) => {
  // One address per filter: `/shop/heart`. A category in the query (`?category=heart-health`,
  // older links) or a filter's other name (`/shop/heart-health`) moves to it.
  const category = new URL(request.url).searchParams.get('category');
  const asked = category ?? params.filter;
  if (asked !== undefined && shopPathForCategory(asked) !== new URL(request.url).pathname) {
    throw replace(shopPathForCategory(asked));
  }
  // The catalogue is part of the page (and of its prerendered HTML). If Shopify cannot be
  // reached, the page still renders: the grid says so, with its own "Try again".
  await deferred(productsQueryOptions());
  return null;
});

/** The shop's three addresses show the same page under their own names. */
const pageNames: Record<string, { title: string; eyebrow?: string }> = {
  [paths.shop]: { title: 'Shop Supplements' },
  [paths.bestsellers]: { title: 'Bestsellers', eyebrow: 'Bestsellers' },
  [paths.bundles]: { title: 'Bundles', eyebrow: 'Bundles' },
};

const description =
  'Supplements for our health: science-driven, third-party tested formulas for heart, blood sugar, ' +
  'energy, sleep and more, with secure checkout via Shopify.';

/**
 * The shop: every product, or those for one health condition at the condition's own address
 * (`/shop/sleep`), so a filtered shop is a page of its own, prerendered and shown right at once.
 */
export function Component() {
  const { pathname } = useLocation();
  const filter = shopFilterFromCategory(useParams().filter);
  const page = pageNames[pathname] ?? pageNames[paths.shop]!;
  const label = shopFilterLabel(filter);
  const title = filter === allProducts ? page.title : `${label} Supplements`;
  const pageDescription =
    filter === allProducts
      ? description
      : `${label} supplements: science-driven, third-party tested formulas, with secure checkout via Shopify.`;

  return (
    <>
      <PageMeta title={title} description={pageDescription} />
      <ShopHero eyebrow={filter === allProducts ? page.eyebrow : label} />
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <FilteredProducts filter={filter} />
        <FdaDisclaimer />
      </Container>
    </>
  );
}

/** The filter and the grid it filters. */
function FilteredProducts({ filter }: { filter: ShopFilter }) {
  const navigate = useNavigate();
  const headingId = useId();
  // Another filter is another page of the shop, reached without losing the shopper's place.
  const changeFilter = (next: ShopFilter) =>
    void navigate(shopPathForFilter(next), { preventScrollReset: true, state: { keepScroll: true } });

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: { xs: 2, sm: 3 } }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem' }}>
          Our Products
        </Typography>
        <ShopFilterSelect value={filter} onChange={changeFilter} />
      </Stack>
      <ShopFilterLinks />
      <ProductGrid filter={filter} onShowAll={() => changeFilter(allProducts)} labelledBy={headingId} />
    </>
  );
}
