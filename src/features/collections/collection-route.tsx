import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Container, Typography } from '@mui/material';
import { useLoaderData, useParams } from 'react-router-dom';
import { useStorefrontView } from '../../components/analytics/use-storefront-view';
import { PageMeta } from '../../components/page-meta';
import { collectionByHandleQueryOptions } from '../../lib/shopify';
import { routeData } from '../../lib/route-data';
import { collectionDescription } from './collection-json-ld';
import { ShopBreadcrumbs } from '../../components/shop-breadcrumbs';
import { CollectionNotFound } from './components/collection-not-found';
import { CollectionProductGrid } from './components/collection-product-grid';
import { CollectionStructuredData } from './components/collection-structured-data';

type CollectionLoaderData = { found: boolean };

export const clientLoader = routeData(async ({ critical }, { params }): Promise<CollectionLoaderData> => {
  // An unknown collection is an answer, not a failure: the page says so and leads to the shop.
  const collection = await critical(collectionByHandleQueryOptions(params.handle ?? ''), {
    ifNotFound: null,
  });
  return { found: collection !== null };
});

/**
 * A collection's own page (/collections/{handle}): what the collection dialog shows, as a page that
 * links, shares and works before the app has loaded.
 */
export function Component() {
  const { found } = useLoaderData() as CollectionLoaderData;
  const { handle = '' } = useParams();
  return found ? <CollectionPage handle={handle} /> : <CollectionNotFound />;
}

function CollectionPage({ handle }: { handle: string }) {
  const collection = useSuspenseQuery(collectionByHandleQueryOptions(handle)).data;
  const headingId = useId();
  useStorefrontView({ name: 'collection-view', collection }, collection.id);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={collection.title} description={collectionDescription(collection)} />
      <CollectionStructuredData collection={collection} />
      <ShopBreadcrumbs title={collection.title} />
      <Typography id={headingId} variant="h1" sx={{ fontSize: 'clamp(1.9rem, 4vw, 2.6rem)', mb: 2 }}>
        {collection.title}
      </Typography>
      {collection.description && (
        <Typography color="textSecondary" sx={{ mb: 4, fontSize: '1.1rem', maxWidth: '70ch' }}>
          {collection.description}
        </Typography>
      )}
      <CollectionProductGrid products={collection.products} labelledBy={headingId} />
    </Container>
  );
}
