import type { Collection } from '../../../domain/commerce';
import { env } from '../../../config/env';
import { StructuredData } from '../../../components/structured-data';
import { collectionJsonLd } from '../collection-json-ld';

/** The collection's schema.org description for search engines: the page and its list of products. */
export function CollectionStructuredData({ collection }: { collection: Collection }) {
  return <StructuredData data={collectionJsonLd(collection, { siteUrl: env.siteUrl })} />;
}
