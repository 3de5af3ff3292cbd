import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../domain/commerce';
import { productFactsQueryOptions } from '../../../lib/shopify';
import { env } from '../../../config/env';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';
import { firstReviewQuery, reviewPageQueryOptions } from '../../../lib/firebase/queries/reviews';
import { StructuredData } from '../../../components/structured-data';
import { productJsonLd } from '../product-json-ld';
import { paths } from '../../../config/paths';

interface ProductStructuredDataProps {
  product: Product;
  /** The figures of its published reviews (the page's review summary, or the product's own). */
  rating: Pick<Product, 'rating' | 'reviewCount'>;
}

/** The product's schema.org description for search engines, with the reviews the page shows first. */
export function ProductStructuredData({ product, rating }: ProductStructuredDataProps) {
  const { brandName } = useSiteSettings();
  const facts = useQuery(productFactsQueryOptions(product.handle)).data ?? null;
  const reviews = useQuery(reviewPageQueryOptions(firstReviewQuery(product.handle), null)).data?.reviews;
  const url = new URL(paths.product(product.handle), env.siteUrl).toString();
  return <StructuredData data={productJsonLd(product, { brandName, url, rating, reviews }, facts)} />;
}
