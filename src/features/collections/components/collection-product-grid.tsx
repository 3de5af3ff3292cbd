import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../../components/card-grid';
import { ProductCard } from '../../../components/product/product-card';
import type { Product } from '../../../domain/commerce';
import { paths } from '../../../config/paths';

/** Cards in the first row of a three-column grid are in view at once: their images load eagerly. */
const eagerImages = 3;

interface CollectionProductGridProps {
  products: readonly Product[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** A collection's products as the shop shows them: cards whose details open in place. */
export function CollectionProductGrid({ products, labelledBy }: CollectionProductGridProps) {
  if (products.length === 0) {
    return (
      <>
        <Typography sx={{ mb: 2 }}>There are no products in this collection yet.</Typography>
        <Button component={RouterLink} to={paths.shop} variant="contained">
          Browse all products
        </Button>
      </>
    );
  }

  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {products.length} {products.length === 1 ? 'product' : 'products'}
      </Typography>
      <CardGrid aria-labelledby={labelledBy}>
        {products.map((product, index) => (
          <li key={product.id}>
            {/* The grid is named by the page's h1: its cards' titles are the next level down. */}
            <ProductCard product={product} eagerImage={index < eagerImages} headingLevel="h2" />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
