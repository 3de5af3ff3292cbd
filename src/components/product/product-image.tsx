import type { ProductImage as ProductImageData } from '../../domain/commerce';
import { shopifyImageSrcSet } from './shopify-image-url';

/**
 * How a product photo is drawn, each one of the store's classes (src/app/product-classes.ts): `card` (a card's
 * square, rounded), `square` (across a card), `gallery` (the product page's, whole), `thumbnail`
 * (a cart line's or a review's, beside the name).
 */
export type ProductImageLook = 'card' | 'square' | 'gallery' | 'thumbnail';

export interface ProductImageProps {
  image: ProductImageData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  look: ProductImageLook;
  /** The page's main image (its LCP element): fetched at once with high priority. */
  priority?: boolean;
  /** Loads now (it is in view on arrival) rather than when scrolled near, without high priority. */
  eager?: boolean;
}

/**
 * A product photo from Shopify: its intrinsic width and height (no layout shift), a srcset of CDN
 * widths for photos, and lazy loading unless it is in view on arrival.
 */
export function ProductImage({ image, sizes, look, priority = false, eager = false }: ProductImageProps) {
  const srcSet = shopifyImageSrcSet(image);
  return (
    <img
      className={`product-image product-image--${look}`}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.altText}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
