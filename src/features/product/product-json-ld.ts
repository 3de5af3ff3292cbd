import type { Product } from '../../domain/commerce';

/** schema.org's availability values for an offer. */
const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

interface ProductJsonLdOptions {
  brandName: string;
  /** The product page's absolute address. */
  url: string;
}

/**
 * The product as search engines read it (schema.org Product with one Offer and its rating), so a
 * result can show the price, availability and stars.
 */
export function productJsonLd(product: Product, { brandName, url }: ProductJsonLdOptions) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.benefit,
    // Search engines need absolute addresses; images may be served from the store's own origin.
    image: product.images.map((image) => new URL(image.url, url).toString()),
    productID: product.catalogueNumber,
    brand: { '@type': 'Brand', name: brandName },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.amount.toFixed(2),
      priceCurrency: product.price.currencyCode,
      availability: product.availableForSale ? inStock : outOfStock,
    },
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
