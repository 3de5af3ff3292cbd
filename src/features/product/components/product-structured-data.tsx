import type { Product } from '../../../domain/commerce';
import { env } from '../../../config/env';
import { useSiteSettings } from '../../../lib/sanity/site-settings';
import { productJsonLd, serializeJsonLd } from '../product-json-ld';
import { paths } from '../../../config/paths';

/** The product's schema.org description for search engines. */
export function ProductStructuredData({ product }: { product: Product }) {
  const { brandName } = useSiteSettings();
  const url = new URL(paths.product(product.handle), env.siteUrl).toString();
  return (
    <script
      type="application/ld+json"
      // Serialised JSON with `<` escaped: nothing in it can end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, { brandName, url })) }}
    />
  );
}
