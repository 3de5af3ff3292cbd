import { useId, type ReactNode } from 'react';
import { Box, Button, CardContent, Stack, Typography } from '@mui/material';
import { ClaimMark } from '../../../components/claim-mark';
import { StoreCard } from '../../../components/store-card';
import { CertificationBadges } from '../../../components/product/certification-badges';
import { ProductImage } from '../../../components/product/product-image';
import { ProductPrice } from '../../../components/product/product-price';
import { ProductRating } from '../../../components/product/product-rating';
import { CompactProductPurchase } from './compact-product-purchase';
import { RecommendationReasons } from './recommendation-reasons';
import type { Product } from '../../../domain/commerce';
import { paths } from '../../../config/paths';

interface RecommendationCardProps {
  product: Product;
  /** Why the quiz picked it, one line each: "For your concern: Blood Sugar". */
  reasons?: readonly string[];
  onViewDetails: (product: Product) => void;
  /** What the stack check found for this product with the others and the cart, in short. */
  stackNote?: ReactNode;
}

/**
 * One recommended product: image, name, benefit, the first two certifications, rating, price, and
 * Add to Cart, Buy Now and View Details (the card is named by the product, so each button is heard
 * in its context).
 */
export function RecommendationCard({
  product,
  reasons = [],
  onViewDetails,
  stackNote,
}: RecommendationCardProps) {
  const titleId = useId();
  const image = product.images[0];
  return (
    <StoreCard titleId={titleId}>
      {image && (
        <ProductImage
          image={image}
          sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw"
          look="square"
          eager
        />
      )}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
          {product.title}
        </Typography>
        <RecommendationReasons reasons={reasons} />
        <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.6 }}>
          {product.benefit}
          <ClaimMark />
        </Typography>
        <CertificationBadges certifications={product.certifications} max={2} />
        <ProductRating product={product} reviewsHref={paths.productReviews(product.handle)} />
        {stackNote}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <ProductPrice product={product} />
        </Box>
        <Stack spacing={1}>
          {/* Four cards side by side leave no room for both buttons on one line of text each. */}
          <CompactProductPurchase product={product} withBuyNow stacked />
          <Button onClick={() => onViewDetails(product)} fullWidth>
            View Details
          </Button>
        </Stack>
      </CardContent>
    </StoreCard>
  );
}
