import { lazy, Suspense, useState } from 'react';
import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '../../../components/card-grid';
import { ProductCard } from '../../../components/product/product-card';
import type { Product } from '../../../domain/commerce';
import { filterProducts, shopFilterLabel, type ShopFilter } from '../../../domain/shop-filter';
import { productsQueryOptions } from '../../../lib/shopify';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ProductCardSkeleton } from './product-card-skeleton';

// The dialog (and its carousel) loads on the first "View Full Details", not with the shop.
const ProductDetailDialog = lazy(() => import('../../../components/product/product-detail-dialog'));

const skeletonCount = 6;
/** Cards in the first rows of a three-column grid are in view at once: their images load eagerly. */
const eagerImages = 3;

interface ProductGridProps {
  filter: ShopFilter;
  /** Clears the filter (offered when it leaves no products). */
  onShowAll: () => void;
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/** The shop's products for the chosen filter, with their loading and error states. */
export function ProductGrid({ filter, onShowAll, labelledBy }: ProductGridProps) {
  const products = useQuery(productsQueryOptions());
  const [selected, setSelected] = useState<Product | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);

  // Products already shown stay on screen even if a later background refresh fails.
  if (products.data === undefined) {
    if (products.isError) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void products.refetch()}>
              Try again
            </Button>
          }
        >
          <AlertTitle>We couldn&apos;t load the products</AlertTitle>
          {products.error.message}
        </Alert>
      );
    }
    return (
      <>
        <Typography role="status" sx={visuallyHidden}>
          Loading products…
        </Typography>
        <CardGrid aria-labelledby={labelledBy}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </CardGrid>
      </>
    );
  }

  const shown = filterProducts(products.data, filter);
  const openDetails = (product: Product) => {
    setSelected(product);
    setDetailOpen(true);
  };

  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {shown.length === 0
          ? `No products for ${shopFilterLabel(filter)} yet.`
          : `Showing ${shown.length} ${shown.length === 1 ? 'product' : 'products'}`}
      </Typography>
      {shown.length === 0 && (
        <Button variant="contained" onClick={onShowAll} sx={{ mb: 2 }}>
          Show all products
        </Button>
      )}
      <CardGrid aria-labelledby={labelledBy}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} onViewDetails={openDetails} eagerImage={index < eagerImages} />
          </li>
        ))}
      </CardGrid>
      {selected && (
        <Suspense fallback={null}>
          <ProductDetailDialog product={selected} open={detailOpen} onClose={() => setDetailOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
