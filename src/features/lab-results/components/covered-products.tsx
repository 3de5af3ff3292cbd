import { Box, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { productQueryOptions } from '../../../lib/shopify';

/** A product's name from Shopify, which owns it; its handle until then, or if Shopify has none. */
function ProductName({ handle }: { handle: string }) {
  return useQuery(productQueryOptions(handle)).data?.title ?? handle;
}

/** The products a lot is sold as, each a link to its page. */
export function CoveredProducts({ handles }: { handles: string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {handles.map((handle) => (
        <li key={handle}>
          <Link component={RouterLink} to={paths.product(handle)} sx={{ fontWeight: 600 }}>
            <ProductName handle={handle} />
          </Link>
        </li>
      ))}
    </Box>
  );
}
