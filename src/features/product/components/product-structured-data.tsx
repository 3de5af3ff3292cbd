import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../domain/commerce';
import { productFactsQueryOptions } from '../../../lib/shopify';
import { env } from '../../../config/env';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';
import { StructuredData } from '../../../components/structured-data';
import { productJsonLd } from '../product-json-ld';
import { paths } from '../../../config/paths';

/** The product's schema.org description for search engines. */
export function ProductStructuredData({ product }: { product: Product }) {
  const { brandName } = useSiteSettings();
  const facts = useQuery(productFactsQueryOptions(product.handle)).data ?? null;
  const url = new URL(paths.product(product.handle), env.siteUrl).toString();
  return <StructuredData data={productJsonLd(product, { brandName, url }, facts)} />;
}
