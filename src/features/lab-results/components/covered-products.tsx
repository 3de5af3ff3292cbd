import { Box, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { InlineLoadError } from '../../../components/inline-load-error';
import { paths } from '../../../config/paths';
import { productQueryOptions, StorefrontError } from '../../../lib/shopify';

const notInShop = (error: unknown) => error instanceof StorefrontError && error.reason === 'not-found';

/**
 * The products a lot is sold as, each a link to its page. The report names them by handle; their
 * names are Shopify's, so until Shopify answers the list waits, and if it cannot be reached the list
 * says so with Try again (a handle is not a name a shopper knows).
 */
export function CoveredProducts({ handles }: { handles: string[] }) {
  const products = useQueries({ queries: handles.map((handle) => productQueryOptions(handle)) });
  const failed = products.filter(
    (product) => product.data === undefined && product.isError && !notInShop(product.error),
  );
  if (failed.length > 0) {
    return (
      <InlineLoadError
        message="We could not load the names of the products this lot is sold as."
        retrying={failed.some((product) => product.isFetching)}
        onRetry={() => failed.forEach((product) => void product.refetch())}
      />
    );
  }
  if (products.some((product) => product.isPending)) {
    return <Typography color="textSecondary">Loading the products…</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, '& a': { fontWeight: 600 } }}
    >
      {handles.map((handle, index) => {
        const product = products[index]?.data;
        return (
          <li key={handle}>
            {product ? (
              <RouterLink className="text-link" to={paths.product(product.handle)}>
                {product.title}
              </RouterLink>
            ) : (
              'A product no longer in our shop'
            )}
          </li>
        );
      })}
    </Box>
  );
}
