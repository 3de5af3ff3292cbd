import { Box, type SxProps, type Theme } from '@mui/material';
import type { ProductImage as ProductImageData } from '../../domain/commerce';
import { shopifyImageSrcSet } from './shopify-image-url';

export interface ProductImageProps {
  image: ProductImageData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's main image (its LCP element): fetched at once with high priority. */
  priority?: boolean;
  /** Loads now (it is in view on arrival) rather than when scrolled near, without high priority. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A product photo from Shopify: its intrinsic width and height (no layout shift), a srcset of CDN
 * widths for photos, and lazy loading unless it is in view on arrival.
 */
export function ProductImage({ image, sizes, priority = false, eager = false, sx }: ProductImageProps) {
  const srcSet = shopifyImageSrcSet(image);
  return (
    <Box
      component="img"
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.altText}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
