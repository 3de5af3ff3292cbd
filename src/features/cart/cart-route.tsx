import { lazy, Suspense, type ReactNode } from 'react';
import { InlineLoadError } from '../../components/inline-load-error';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Box, Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { useStoreCart } from '../../lib/shopify';
import { cartPageQueryOptions } from '../../lib/sanity/queries/cart';
import type { CartPage as CartPageCopy } from '../../domain/types';
import { criticalData } from '../../lib/route-data';
import { CartDetails } from './components/cart-details';
import { CartPageSkeleton } from './components/cart-page-skeleton';
import { EmptyCart } from './components/empty-cart';
import { NoScriptNote } from '../../components/no-script-note';
import { useAddFromAddress } from './use-add-from-address';

// Only a link from another site to /cart?add= asks a question: its dialog loads when one does.
const AddFromLinkQuestion = lazy(() => import('./components/add-from-link-question'));

export const clientLoader = criticalData(cartPageQueryOptions);

const cartTitle = 'Your Cart';
const cartDescription = 'Review the products in your cart, then check out securely with Shopify.';

/**
 * The cart page, and the question a link from another site to `/cart?add=` gets before anything
 * is added (`useAddFromAddress`).
 */
export function Component() {
  const { asked, answer } = useAddFromAddress();
  return (
    <>
      <CartPage />
      {asked && (
        <Suspense fallback={null}>
          <AddFromLinkQuestion request={asked} onAnswer={answer} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Until the app shows the cart (the page as prerendered, and while React hydrates it), the boot
 * script's `<html data-cart-empty>` (this browser keeps no cart) chooses the empty state; otherwise
 * the page waits for the saved cart. Once the page is interactive the cart itself decides.
 */
const beforeTheApp = {
  waiting: { 'html[data-cart-empty]:not([data-interactive]) &': { display: 'none' } },
  empty: { 'html:not([data-cart-empty]) &, html[data-interactive] &': { display: 'none' } },
};

const emptyCart = (copy: CartPageCopy) => (
  <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
    <EmptyCart copy={copy} />
  </Container>
);

/**
 * The shopper's lines and order summary, or the editors' empty state when the cart holds nothing.
 * While a saved cart is still being restored it shows a skeleton, never "empty".
 */
function CartPage(): ReactNode {
  const copy = useSuspenseQuery(cartPageQueryOptions).data;
  const { cart, status, error, reload } = useStoreCart();

  if (!cart && status === 'loading') {
    return (
      <>
        <PageMeta title={cartTitle} description={cartDescription} noindex />
        <Box sx={beforeTheApp.waiting}>
          <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
            <PageHeading title={cartTitle} />
            <CartPageSkeleton />
            <NoScriptNote>
              Your cart is kept by this browser and needs JavaScript to show. Each product page offers Buy
              Now, which goes straight to Shopify&apos;s secure checkout without it.
            </NoScriptNote>
          </Container>
        </Box>
        <Box sx={beforeTheApp.empty}>{emptyCart(copy)}</Box>
      </>
    );
  }

  if (status === 'unavailable') {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PageMeta title={cartTitle} description={cartDescription} noindex />
        <PageHeading title={cartTitle} />
        <InlineLoadError message={error ?? ''} retrying={false} onRetry={reload} />
      </Container>
    );
  }

  if (!cart || cart.lines.length === 0) {
    return (
      <>
        <PageMeta title={copy.emptyTitle} description={copy.emptyText} noindex />
        {emptyCart(copy)}
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={cartTitle} description={cartDescription} noindex />
      <PageHeading title={cartTitle} />
      <CartDetails cart={cart} continueLabel={copy.continueLabel} />
    </Container>
  );
}
