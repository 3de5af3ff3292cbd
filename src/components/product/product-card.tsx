import { lazy, memo, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { Box, Button, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../domain/commerce';
import { ClaimMark } from '../claim-mark';
import { StoreCard } from '../store-card';
import { CertificationBadges } from './certification-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { PurchaseButtons } from './purchase-buttons';
import { SecureCheckoutNote } from './secure-checkout-note';
import { WalletBadges } from './wallet-badges';
import { paths } from '../../config/paths';
import { opensInPlace } from '../shell-actions';

interface ProductCardProps {
  product: Product;
  /** Opens the detail dialog ("View Full Details", the image): links to the product page too. */
  onViewDetails: (product: Product) => void;
  /** Cards in the first rows load their image at once; the rest when scrolled near. */
  eagerImage?: boolean;
  /**
   * The level of the card's title: one below the heading that names the grid (h3 under the shop's
   * h2, h2 under a collection's h1), so no level is skipped.
   */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product in the shop grid, with every fact the spec lists and the ways to buy it. Memoised: a
 * grid re-renders when its filter or page changes, and the cards it keeps should not.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onViewDetails,
  eagerImage = false,
  headingLevel = 'h3',
}: ProductCardProps) {
  const titleId = useId();
  const image = product.images[0];
  const details = opensInPlace(paths.product(product.handle), () => onViewDetails(product));
  return (
    <StoreCard titleId={titleId}>
      {image && (
        // The picture repeats the title's and the button's link for pointers: not a stop of its own
        // for the keyboard, which meets those two.
        <Box {...details} tabIndex={-1} sx={{ display: 'block' }}>
          <ProductImage
            image={image}
            sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
            eager={eagerImage}
            sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', bgcolor: 'background.sand' }}
          />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <ProductRating product={product} />
        {product.subtitle && (
          <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700 }}>
            {product.subtitle}
          </Typography>
        )}
        <Typography id={titleId} variant="h3" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
          <Link component={RouterLink} to={paths.product(product.handle)} color="inherit" underline="hover">
            {product.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {product.benefit}
          <ClaimMark />
        </Typography>
        <CertificationBadges certifications={product.certifications} max={3} />
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <ProductPrice price={product.price} compareAtPrice={product.compareAtPrice} />
        </Box>
        <WalletBadges />
        <Stack spacing={1}>
          <PurchaseButtons product={product} describedBy={titleId} />
          <Button variant="outlined" {...details} fullWidth aria-describedby={titleId}>
            View Full Details
          </Button>
        </Stack>
        <SecureCheckoutNote />
      </CardContent>
    </StoreCard>
  );
});

// The dialog (and its carousel) loads on the first "View Full Details", not with the page.
const ProductDetailDialog = lazy(() => import('./product-detail-dialog'));

/**
 * The detail dialog a grid of product cards opens in place ("View Full Details"): `openDetails`
 * for the cards, and the `dialog` to render beside the grid. The product stays while the dialog
 * closes, so it animates out with its content.
 */
export function useProductDetails(): { openDetails: (product: Product) => void; dialog: ReactNode } {
  const [selected, setSelected] = useState<Product | null>(null);
  const [open, setOpen] = useState(false);
  const openDetails = useCallback((product: Product) => {
    setSelected(product);
    setOpen(true);
  }, []);
  const dialog = selected && (
    <Suspense fallback={null}>
      <ProductDetailDialog product={selected} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
  return { openDetails, dialog };
}
