import { Typography } from '@mui/material';
import type { Product } from '../../../domain/commerce';
import { Carousel } from '../../../components/carousel/carousel';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ProductImage } from '../../../components/product/product-image';

interface ProductGalleryProps {
  product: Product;
  /** The product page's main image is its largest paint: fetch it first. */
  priority?: boolean;
  /** The `sizes` of one image (the gallery's width at each breakpoint). */
  sizes: string;
  /** The level of the carousel's (visually hidden) heading. */
  headingLevel?: 'h2' | 'h3';
}

/** The product's photos: one image, or a carousel with arrows when there are several. */
export function ProductGallery({
  product,
  priority = false,
  sizes,
  headingLevel = 'h3',
}: ProductGalleryProps) {
  const { images } = product;
  if (images.length === 0) return null;
  if (images.length === 1) {
    return <ProductImage image={images[0]!} sizes={sizes} look="gallery" priority={priority} eager />;
  }
  return (
    <Carousel
      heading={(id) => (
        <Typography id={id} component={headingLevel} sx={visuallyHidden}>
          {`Photos of ${product.title}`}
        </Typography>
      )}
      items={images}
      itemKey={(image) => image.url}
      renderItem={(image, index) => (
        <div className="product-gallery__photo">
          <ProductImage
            image={image}
            sizes={sizes}
            priority={priority && index === 0}
            look="gallery"
            eager={index === 0}
          />
        </div>
      )}
      slideWidth="100%"
      itemsName="photos"
    />
  );
}
