import { useId } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../../domain/commerce';
import { ProductImage } from '../../../components/product/product-image';
import { ProductPrice } from '../../../components/product/product-price';
import { PurchaseButtons } from '../../../components/purchase/purchase-buttons';
import { StoreCard } from '../../../components/store-card';
import { paths } from '../../../config/paths';

interface CollectionProductProps {
  product: Product;
  /** Called when the shopper leaves for the product page (the dialog closes). */
  onNavigate: () => void;
}

/** One product of a collection: photo, name, price, "View product" and "Add to cart". */
export function CollectionProduct({ product, onNavigate }: CollectionProductProps) {
  const titleId = useId();
  const image = product.images[0];
  return (
    <StoreCard titleId={titleId}>
      <Stack sx={{ flexGrow: 1, gap: 1.5, p: 2 }}>
        {image && (
          <ProductImage
            image={image}
            sizes="(min-width: 900px) 260px, (min-width: 600px) 45vw, 90vw"
            look="card"
          />
        )}
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {product.title}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <ProductPrice product={product} />
        </Box>
        <Stack spacing={1}>
          <Button
            component={RouterLink}
            to={paths.product(product.handle)}
            onClick={onNavigate}
            variant="outlined"
            fullWidth
            aria-describedby={titleId}
          >
            View product
          </Button>
          <PurchaseButtons product={product} addLabel="Add to cart" describedBy={titleId} />
        </Stack>
      </Stack>
    </StoreCard>
  );
}
