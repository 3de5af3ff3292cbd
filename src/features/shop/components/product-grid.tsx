import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '../../../components/card-grid';
import { ProductCard } from '../../../components/product/product-card';
import type { ProductListing } from '../../../domain/commerce';
import { filterProducts, type ShopFilter } from '../../../domain/shop-filter';
import { productsQueryOptions } from '../../../lib/shopify';
import { visuallyHidden } from '../../../components/visually-hidden';
import { InlineLoadError } from '../../../components/inline-load-error';
import { needsScript } from '../../../components/no-script-note';
import { paths } from '../../../config/paths';

const skeletonCount = 6;
// Shown only while the products load with none to show yet (a page the browser renders itself, or
// Try again after a failure); a prerendered page has its products, so the skeleton's code loads then.
const ProductCardSkeleton = lazy(() =>
  import('./product-card-skeleton').then(({ ProductCardSkeleton }) => ({ default: ProductCardSkeleton })),
);
/**
 * The grid first shows a page of products, with "Show more products" below: full rows of one, two
 * or three columns. A phone renders (and hydrates) those cards, not the whole catalogue, on
 * arrival: with 6 rather than 12 the shop answers taps sooner on the phone profile (3.82 → 3.62 s,
 * medians of 9 interleaved, the floor 2.97 and 2.99 s). The other products are in the page's data
 * already, so each "Show more products" shows the next ones at once, a longer page of them.
 */
const FIRST_PAGE = 6;
const MORE_PER_TAP = 12;
/** Cards in the first rows of a three-column grid are in view at once: their images load eagerly. */
const eagerImages = 3;

interface ProductGridProps {
  /** Which of the shop's lists to show. */
  listing: ProductListing;
  filter: ShopFilter;
  /** What to say when no product is left to show. */
  emptyText: string;
  /** Clears the filter (offered when it leaves no products). */
  onShowAll: () => void;
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/** The shop's products of a list for the chosen filter, with their loading and error states. */
export function ProductGrid({ listing, filter, emptyText, onShowAll, labelledBy }: ProductGridProps) {
  const products = useQuery(productsQueryOptions(listing));
  const [more, setMore] = useState({ filter, taps: 0 });
  const gridRef = useRef<HTMLUListElement>(null);
  // A new filter starts again from its first page.
  if (more.filter !== filter) setMore({ filter, taps: 0 });

  // Products already shown stay on screen even if a later background refresh fails.
  if (products.data === undefined) {
    if (products.isError) {
      return (
        <InlineLoadError
          message={`We couldn't load the products. ${products.error.message}`}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      );
    }
    return (
      <>
        <Typography role="status" sx={visuallyHidden}>
          Loading products…
        </Typography>
        <Suspense fallback={null}>
          <CardGrid aria-labelledby={labelledBy}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </CardGrid>
        </Suspense>
      </>
    );
  }

  const matching = filterProducts(products.data, filter);
  const shown = matching.slice(0, FIRST_PAGE + (more.filter === filter ? more.taps : 0) * MORE_PER_TAP);
  const others = matching.slice(shown.length);
  const showMore = () => {
    const firstNew = shown.length;
    setMore((current) => ({ ...current, taps: current.taps + 1 }));
    // Keyboard and screen reader users carry on from the first card that appeared, at its name.
    requestAnimationFrame(() => {
      gridRef.current?.children[firstNew]?.querySelector<HTMLElement>(':is(h2, h3, h4) a[href]')?.focus();
    });
  };

  return (
    <>
      <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
        {matching.length === 0
          ? emptyText
          : shown.length < matching.length
            ? `Showing ${shown.length} of ${matching.length} products`
            : `Showing ${matching.length} ${matching.length === 1 ? 'product' : 'products'}`}
      </Typography>
      {matching.length === 0 && (
        <Box sx={{ mb: 2 }}>
          <button type="button" className="button button--contained" onClick={onShowAll}>
            Show all products
          </button>
        </Box>
      )}
      <CardGrid ref={gridRef} aria-labelledby={labelledBy}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eagerImage={index < eagerImages} />
          </li>
        ))}
      </CardGrid>
      {others.length > 0 && (
        <>
          <Box {...needsScript} sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            <button type="button" className="button button--outlined button--large" onClick={showMore}>
              Show more products
            </button>
          </Box>
          {/* Where no script runs, the button could show nothing: the other products are links.
              A browser that runs scripts keeps a noscript's content as text, nothing to hydrate. */}
          <noscript>
            <div className="no-script-note">
              <p>{`The other ${others.length === 1 ? 'product' : `${others.length} products`}:`}</p>
              <ul>
                {others.map((product) => (
                  <li key={product.id}>
                    <a className="text-link" href={paths.product(product.handle)}>
                      {product.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </noscript>
        </>
      )}
    </>
  );
}
