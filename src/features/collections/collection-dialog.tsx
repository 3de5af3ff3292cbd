import { Alert, AlertTitle, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useStorefrontView } from '../../components/analytics/use-storefront-view';
import { CardGrid } from '../../components/card-grid';
import { StoreDialog } from '../../components/store-dialog';
import { visuallyHidden } from '../../components/visually-hidden';
import { collectionByHandleQueryOptions } from '../../lib/shopify';
import { CollectionProduct } from './components/collection-product';

export interface CollectionDialogProps {
  open: boolean;
  /** The dialog's accessible name: "Shop Our Collection", or "{topic} Products" on the learn page. */
  title: string;
  /** Show the title to assistive technology only (the spec's "visually hidden title"). */
  titleHidden?: boolean;
  /** The collection's Shopify handle (its page is /collections/{handle}). */
  handle: string;
  onClose: () => void;
}

const gridColumns = { xs: 1, sm: 2, md: 3 };

/**
 * The products of one Shopify collection, each with "View product" and "Add to cart". Its content
 * (and the request for it) exists only while the dialog is open.
 */
export function CollectionDialog({
  open,
  title,
  titleHidden = false,
  handle,
  onClose,
}: CollectionDialogProps) {
  return (
    <StoreDialog open={open} onClose={onClose} title={title} titleHidden={titleHidden} maxWidth="md" dividers>
      <CollectionProducts handle={handle} onNavigate={onClose} />
    </StoreDialog>
  );
}

function CollectionProducts({ handle, onNavigate }: { handle: string; onNavigate: () => void }) {
  const collection = useQuery(collectionByHandleQueryOptions(handle));
  useStorefrontView(
    collection.data ? { name: 'collection-view', collection: collection.data } : null,
    collection.data?.id ?? '',
  );

  if (collection.isPending) {
    return (
      <>
        <Typography role="status" sx={visuallyHidden}>
          Loading products…
        </Typography>
        <CardGrid columns={gridColumns} gap={2}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 5' }} />
            </li>
          ))}
        </CardGrid>
      </>
    );
  }

  if (collection.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void collection.refetch()} disabled={collection.isFetching}>
            {collection.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        }
      >
        <AlertTitle>We couldn&apos;t load these products</AlertTitle>
        {collection.error.message}
      </Alert>
    );
  }

  const { products, description } = collection.data;
  if (products.length === 0) {
    return <Typography>There are no products in this collection yet.</Typography>;
  }
  return (
    <Box>
      {description && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <CardGrid columns={gridColumns} gap={2}>
        {products.map((product) => (
          <li key={product.id}>
            <CollectionProduct product={product} onNavigate={onNavigate} />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
