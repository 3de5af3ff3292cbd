import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { InlineLoadError } from '../../components/inline-load-error';
import { NoScriptNote } from '../../components/no-script-note';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { formatMoney } from '../../components/product/format-money';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { cartQueryOptions } from '../../lib/shopify';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { CartTotals } from './components/cart-totals';
import { lineName } from './components/line-name';

const title = 'Checkout';
const description = 'The demo store’s stand-in for Shopify’s checkout.';
const cartIdPattern = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9-]+(\?key=[A-Za-z0-9]+)?$/;

/**
 * Where "Checkout" and "Buy Now" lead in mock mode: the mock shop's `checkoutUrl` points here,
 * since Shopify's hosted checkout cannot be reached for a cart that only the mock shop knows. It
 * shows the cart's lines (with their subscription) and totals as Shopify would receive them, and
 * says plainly that in live mode this step is Shopify's checkout. A live build never links here.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const cartId = searchParams.get('cart') ?? '';
  const validId = cartIdPattern.test(cartId);
  const hydrated = useHydrated();
  const cart = useQuery({ ...cartQueryOptions(cartId), enabled: hydrated && validId && env.mode === 'mock' });

  let body;
  if (env.mode !== 'mock') {
    body = (
      <Typography>
        This page belongs to the store&apos;s demo mode. Your checkout happens on Shopify: open your cart and
        choose Checkout.
      </Typography>
    );
  } else if (!hydrated) {
    // The prerendered page cannot know the cart of its address (`?cart=`): it waits for the app.
    body = <Typography aria-busy="true">Loading your order…</Typography>;
  } else if (!validId) {
    body = (
      <Typography role="alert">
        This checkout link does not name a cart. Open your cart and choose Checkout again.
      </Typography>
    );
  } else if (cart.isError) {
    body = (
      <InlineLoadError
        message={cart.error.message}
        retrying={cart.isFetching}
        onRetry={() => void cart.refetch()}
      />
    );
  } else if (!cart.data) {
    body =
      cart.data === null ? (
        <Typography role="alert">This cart no longer exists: it was checked out or has expired.</Typography>
      ) : (
        <Typography aria-busy="true">Loading your order…</Typography>
      );
  } else {
    const order = cart.data;
    body = (
      <Stack spacing={3}>
        <Box component="ul" aria-label="Items in your order" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.lines.map((line) => (
            <Box
              component="li"
              key={line.id}
              sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{lineName(line)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.quantity} × {formatMoney(line.unitPrice)}
                  {line.sellingPlan ? ` · ${line.sellingPlan.name}` : ' · One-time purchase'}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600 }}>{formatMoney(line.totalPrice)}</Typography>
            </Box>
          ))}
        </Box>
        <CartTotals cart={order} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={title} description={description} noindex />
      <PageHeading title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, bgcolor: 'background.sand' }}>
        <Typography sx={{ fontWeight: 600 }}>This is the demo store: nothing is charged here.</Typography>
        <Typography color="text.secondary">
          In live mode this step is Shopify&apos;s secure checkout, where you enter your shipping address and
          pay. Below is the order Shopify would receive.
        </Typography>
      </Paper>
      {body}
      <NoScriptNote>The demo checkout needs JavaScript to read your cart.</NoScriptNote>
      <Stack direction="row" spacing={1.5} sx={{ mt: 4 }}>
        <Button component={RouterLink} to={paths.cart} variant="outlined">
          Back to your cart
        </Button>
        <Button component={RouterLink} to={paths.shop}>
          Continue shopping
        </Button>
      </Stack>
    </Container>
  );
}
