import { useId } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Container, Typography } from '@mui/material';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { collectionByHandleQueryOptions, StorefrontError } from '../../lib/shopify';
import { collectionDescription } from './collection-json-ld';
import { ShopBreadcrumbs } from '../../components/shop-breadcrumbs';
import { CollectionNotFound } from './components/collection-not-found';
import { CollectionProductGrid } from './components/collection-product-grid';
import { CollectionStructuredData } from './components/collection-structured-data';

type CollectionLoaderData = { found: boolean };

export function clientLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<CollectionLoaderData> => {
    try {
      await queryClient.ensureQueryData(collectionByHandleQueryOptions(params.handle ?? ''));
      return { found: true };
    } catch (error) {
      // An unknown collection is an answer, not a failure: the page says so and leads to the shop.
      if (error instanceof StorefrontError && error.reason === 'not-found') return { found: false };
      throw error;
    }
  };
}

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
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={collection.title} description={collectionDescription(collection)} />
      <CollectionStructuredData collection={collection} />
      <ShopBreadcrumbs title={collection.title} />
      <Typography id={headingId} variant="h1" sx={{ fontSize: 'clamp(1.9rem, 4vw, 2.6rem)', mb: 2 }}>
        {collection.title}
      </Typography>
      {collection.description && (
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem', maxWidth: '70ch' }}>
          {collection.description}
        </Typography>
      )}
      <CollectionProductGrid products={collection.products} labelledBy={headingId} />
    </Container>
  );
}
