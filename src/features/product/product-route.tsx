import { lazy, useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Container, GlobalStyles } from '@mui/material';
import { useLoaderData, useParams } from 'react-router-dom';
import { useStorefrontView } from '../../components/analytics/use-storefront-view';
import { PageMeta } from '../../components/page-meta';
import { productMarkdownPath } from '../../config/paths';
import type { Product } from '../../domain/commerce';
import { ProductBuyBox } from './components/product-buy-box';
import { productSectionClasses } from './components/product-section-classes';
import { purchaseTools } from './purchase-tools';
import { ProductGallery } from './components/product-gallery';
import {
  productFactsQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  productSubscriptionsQueryOptions,
} from '../../lib/shopify';
import { routeData } from '../../lib/route-data';
import {
  firstReviewQuery,
  reviewPageQueryOptions,
  reviewSummaryQueryOptions,
} from '../../lib/firebase/queries/reviews';
import { productLabReportsQueryOptions } from '../../lib/sanity/queries/lab-reports';
import { ShopBreadcrumbs } from '../../components/shop-breadcrumbs';
import { SideBySide } from '../../components/side-by-side';
import { ProductStructuredData } from './components/product-structured-data';
import { averageRating } from '../../domain/reviews/summary';
import { lazyBelowFirstScreen } from '../../lib/hydration/page-interactive';

/** What an address no product has shows: never a prerendered page, so not in its first load. */
const ProductNotFound = lazy(async () => ({
  default: (await import('./components/product-not-found')).ProductNotFound,
}));

/**
 * The sections below the first screen (product-sections.tsx), in the element that holds them. The
 * reviews' controls are asked for with them, not once they have come (a round trip more).
 */
const { Part: ProductSections, load: loadSections } = lazyBelowFirstScreen(async () => {
  const [sections] = await Promise.all([
    import('./product-sections'),
    import('./reviews/review-controls').catch(() => undefined),
  ]);
  return sections.ProductSections;
}, 'product-page__sections');

type ProductLoaderData = { found: boolean };

export const clientLoader = routeData(
  async ({ critical, deferred, queryClient }, { params }): Promise<ProductLoaderData> => {
    const handle = params.handle ?? '';
    const options = productQueryOptions(handle);
    // Coming from the shop (any of its lists), the product is already loaded: show it without waiting.
    if (queryClient.getQueryData(options.queryKey) === undefined) {
      const listed = queryClient
        .getQueriesData<Product[]>({ queryKey: productsQueryOptions().queryKey })
        .flatMap(([, list]) => list ?? [])
        .find((product) => product.handle === handle);
      if (listed) queryClient.setQueryData(options.queryKey, listed);
    }
    // Its facts and Subscribe & save offer (Shopify), lab results (Sanity) and reviews (Firestore:
    // the figures and the first page) load beside the product, so a prerendered page shows the
    // purchase choice and the reviews at first paint; if one fails, the page still shows the product
    // and says so in that section (without an offer: buy once).
    // An unknown product is an answer, not a failure: the page says so and leads back to the shop.
    // The code of the sections below the first screen comes beside their data (a prerendered page
    // loads it once it answers taps and the shopper comes near them).
    const [product] = await Promise.all([
      critical(options, { ifNotFound: null }),
      deferred(productFactsQueryOptions(handle)),
      deferred(productSubscriptionsQueryOptions(handle)),
      deferred(productLabReportsQueryOptions(handle)),
      deferred(reviewSummaryQueryOptions(handle)),
      deferred(reviewPageQueryOptions(firstReviewQuery(handle), null)),
      loadSections().catch(() => undefined),
    ]);
    return { found: product !== null };
  },
);

/** A product's own page: the detail dialog's content laid out as a page, for links and search. */
export function Component() {
  const { found } = useLoaderData() as ProductLoaderData;
  const { handle = '' } = useParams();
  return found ? <ProductPage handle={handle} /> : <ProductNotFound />;
}

function ProductPage({ handle }: { handle: string }) {
  const product = useSuspenseQuery(productQueryOptions(handle)).data;
  useStorefrontView({ name: 'product-view', product }, product.id);
  // The figures of its published reviews, as the page read them (the product's own when that failed).
  const summary = useQuery(reviewSummaryQueryOptions(handle)).data;
  const rating = useMemo(
    () => (summary ? { rating: averageRating(summary), reviewCount: summary.count } : product),
    [summary, product],
  );
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <GlobalStyles styles={productSectionClasses} />
      <PageMeta title={product.title} description={product.benefit} />
      {/* The page as markdown, which the build writes beside it, for agents and other readers of text. */}
      <link rel="alternate" type="text/markdown" href={productMarkdownPath(product.handle)} />
      <ProductStructuredData product={product} rating={rating} />
      <ShopBreadcrumbs title={product.title} />
      <SideBySide>
        <ProductGallery
          product={product}
          priority
          headingLevel="h2"
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw"
        />
        <div className="product-page__buy">
          <h1 className="product-page__title">{product.title}</h1>
          <ProductBuyBox
            product={product}
            rating={rating}
            reviewsHref="#reviews"
            withStickyBar
            tools={purchaseTools(product)}
          />
        </div>
      </SideBySide>
      {/* Below the first screen, kept as rendered until the page answers taps, the shopper comes
          near it and its code has come (docs/page-loading.md, idea 6). */}
      <ProductSections handle={handle} />
    </Container>
  );
}
