import { memo, useId } from 'react';
import { Box, Button, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../domain/commerce';
import { ClaimMark } from '../claim-mark';
import { StoreCard } from '../store-card';
import { CertificationBadges } from './certification-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { PurchaseButtons } from '../purchase/purchase-buttons';
import { SecureCheckoutNote } from './secure-checkout-note';
import { purchasableVariant } from '../purchase/use-product-purchase';
import { WalletBadges } from './wallet-badges';
import { paths } from '../../config/paths';
import { opensInPlace, useShellActions } from '../shell-actions';

/**
 * The card is compact at every width, so that a shopper sees the first row's prices and Add to Cart
 * on the shop's first screen (a phone's 844 px, a computer's 900): the picture beside the rating,
 * the name and the price, then the buttons across the card, then the rest of its facts (the subtitle
 * first). Only words move ahead of the buttons, so the keyboard's order, the rating's link to the
 * reviews, the name's link, Add to Cart, View Full Details, is the order on screen. The parts beside the picture fit its height,
 * so the buttons of a row of cards line up.
 */
const cardLayout = {
  flexGrow: 1,
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr)',
  alignContent: 'start',
  columnGap: 2,
  p: 2,
} as const;
/** The content: the card's own grid (`contents`), so its parts are the grid's items. */
const contentLayout = { display: 'contents' } as const;
/** A part beside the picture. */
const beside = { gridColumn: 2, mb: 0.5 } as const;
/** A part across the card below the picture, in this place among them. */
const below = (order: number) => ({ gridColumn: '1 / -1', order, mt: 1.5 });

interface ProductCardProps {
  product: Product;
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
  eagerImage = false,
  headingLevel = 'h3',
}: ProductCardProps) {
  const titleId = useId();
  const image = product.images[0];
  const { openProduct } = useShellActions();
  const details = opensInPlace(paths.product(product.handle), () => openProduct(product));
  // A sold-out product offers "Notify me" instead of the ways to buy, and so no ways to pay.
  const buyable = purchasableVariant(product) !== undefined;
  return (
    <StoreCard titleId={titleId}>
      <Box sx={cardLayout}>
        {image && (
          // The picture repeats the title's and the button's link for pointers: not a stop of its own
          // for the keyboard, which meets those two.
          <Box {...details} tabIndex={-1} sx={{ display: 'block', gridColumn: 1, gridRow: 'span 4' }}>
            <ProductImage
              image={image}
              sizes="112px"
              eager={eagerImage}
              sx={{
                width: '100%',
                aspectRatio: '1 / 1',
                objectFit: 'cover',
                bgcolor: 'background.sand',
                borderRadius: 1,
              }}
            />
          </Box>
        )}
        <CardContent sx={contentLayout}>
          <Box sx={beside}>
            <ProductRating product={product} reviewsHref={paths.productReviews(product.handle)} />
          </Box>
          {product.subtitle && (
            <Typography variant="body2" sx={{ ...below(4), color: 'secondary.main', fontWeight: 700 }}>
              {product.subtitle}
            </Typography>
          )}
          <Typography
            id={titleId}
            variant="h3"
            component={headingLevel}
            sx={{ ...beside, fontSize: '1.1rem' }}
          >
            <Link component={RouterLink} to={paths.product(product.handle)} color="inherit" underline="hover">
              {product.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ...below(4), lineHeight: 1.6 }}>
            {product.benefit}
            <ClaimMark />
          </Typography>
          <Box sx={below(4)}>
            <CertificationBadges certifications={product.certifications} max={3} />
          </Box>
          <Box sx={{ ...beside, order: 2 }}>
            <ProductPrice product={product} />
          </Box>
          {buyable && (
            <Box sx={below(4)}>
              <WalletBadges />
            </Box>
          )}
          <Stack spacing={1} sx={below(3)}>
            <PurchaseButtons product={product} describedBy={titleId} />
            <Button variant="outlined" {...details} fullWidth aria-describedby={titleId}>
              View Full Details
            </Button>
          </Stack>
          {buyable && (
            <Box sx={below(5)}>
              <SecureCheckoutNote />
            </Box>
          )}
        </CardContent>
      </Box>
    </StoreCard>
  );
});
