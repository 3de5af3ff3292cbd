import type { QueryClient } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageMeta } from '../../components/page-meta';
import { cartPageQueryOptions, useCartPage } from './api/cart-page';
import { EmptyCart } from './components/empty-cart';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(cartPageQueryOptions);
    return null;
  };
}

/**
 * The cart page. Carts arrive with the Shopify issue; until then every cart is empty, and the page
 * shows the empty state that stays the page's view of an empty cart afterwards.
 */
export function Component() {
  const copy = useCartPage();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta title={copy.emptyTitle} description={copy.emptyText} />
      <EmptyCart copy={copy} />
    </Container>
  );
}
