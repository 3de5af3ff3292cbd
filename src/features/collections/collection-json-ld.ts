import type { Collection } from '../../domain/commerce';
import { paths } from '../../config/paths';

/**
 * What the collection page says about itself in search results and link previews: the shop's own
 * description, or a sentence from the title when the collection has none.
 */
export function collectionDescription({ title, description }: Pick<Collection, 'title' | 'description'>) {
  return (
    description.trim() ||
    `Shop our ${title} collection: science-driven supplements with secure checkout via Shopify.`
  );
}

/**
 * The collection page as search engines read it: a schema.org CollectionPage whose main entity is
 * the ordered list of its products, each with the absolute address of its own page.
 */
export function collectionJsonLd(collection: Collection, { siteUrl }: { siteUrl: string }) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: collection.title,
    description: collectionDescription(collection),
    url: absolute(paths.collection(collection.handle)),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: collection.products.length,
      itemListElement: collection.products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(paths.product(product.handle)),
        name: product.title,
      })),
    },
  };
}
