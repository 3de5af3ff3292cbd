import { useId } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { replace, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageMeta } from '../../components/page-meta';
import type { ProductListing } from '../../domain/commerce';
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
  // The page's products are part of the page (and of its prerendered HTML). If Shopify cannot be
  // reached, the page still renders: the grid says so, with its own "Try again".
  await deferred(productsQueryOptions(shopPageFor(new URL(request.url).pathname).listing));
  return null;
});

interface ShopPage {
  title: string;
  /** A word above the hero's heading, naming what this address shows. */
  eyebrow?: string;
  /** The grid's heading. */
  heading: string;
  listing: ProductListing;
  description: string;
  /** What the grid says when the list is empty. */
  empty: string;
}

/**
 * The shop's three addresses: the same page, each with its own products under its own names. A
 * filter (`/shop/sleep`) narrows the whole catalogue.
 */
const shopPages: Record<string, ShopPage> = {
  [paths.shop]: {
    title: 'Shop Supplements',
    heading: 'Our Products',
    listing: 'catalogue',
    description:
      'Supplements for our health: science-driven, third-party tested formulas for heart, blood sugar, ' +
      'energy, sleep and more, with secure checkout via Shopify.',
    empty: 'No products yet.',
  },
  [paths.bestsellers]: {
    title: 'Bestsellers',
    eyebrow: 'Bestsellers',
    heading: 'Bestsellers',
    listing: 'best-selling',
    description:
      'Our bestsellers: every supplement, the ones our community buys most first, science-driven and ' +
      'third-party tested, with secure checkout via Shopify.',
    empty: 'No products yet.',
  },
  [paths.bundles]: {
    title: 'Bundles',
    eyebrow: 'Bundles',
    heading: 'Bundles',
    listing: 'bundles',
    description:
      'Bundles: complete routines of complementary supplements, at a better price than buying each one, ' +
      'with secure checkout via Shopify.',
    empty: 'No bundles yet.',
  },
};

function shopPageFor(pathname: string): ShopPage {
  return shopPages[pathname] ?? shopPages[paths.shop]!;
}

/**
 * The shop: every product, or those for one health condition at the condition's own address
 * (`/shop/sleep`), so a filtered shop is a page of its own, prerendered and shown right at once.
 */
export function Component() {
  const { pathname } = useLocation();
  const filter = shopFilterFromCategory(useParams().filter);
  const page = shopPageFor(pathname);
  const label = shopFilterLabel(filter);
  const title = filter === allProducts ? page.title : `${label} Supplements`;
  const pageDescription =
    filter === allProducts
      ? page.description
      : `${label} supplements: science-driven, third-party tested formulas, with secure checkout via Shopify.`;

  return (
    <>
      <PageMeta title={title} description={pageDescription} />
      <ShopHero eyebrow={filter === allProducts ? page.eyebrow : label} />
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <FilteredProducts filter={filter} page={page} />
      </Container>
    </>
  );
}

/** The filter and the grid it filters. */
function FilteredProducts({ filter, page }: { filter: ShopFilter; page: ShopPage }) {
  const navigate = useNavigate();
  const headingId = useId();
  // Another filter is another page of the shop, reached without losing the shopper's place.
  const changeFilter = (next: ShopFilter) =>
    void navigate(shopPathForFilter(next), { preventScrollReset: true, state: { keepScroll: true } });

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 2 },
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          mb: { xs: 2, sm: 3 },
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem' }}>
          {page.heading}
        </Typography>
        <ShopFilterSelect value={filter} onChange={changeFilter} />
      </Box>
      <ShopFilterLinks />
      <ProductGrid
        listing={page.listing}
        filter={filter}
        emptyText={filter === allProducts ? page.empty : `No products for ${shopFilterLabel(filter)} yet.`}
        onShowAll={() => changeFilter(allProducts)}
        labelledBy={headingId}
      />
    </>
  );
}
