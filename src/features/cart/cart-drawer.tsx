import { InlineLoadError } from '../../components/inline-load-error';
import { useId } from 'react';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useStoreCart } from '../../lib/shopify';
import { StackFindings } from '../../components/stack-safety/stack-findings';
import { CartLineList } from './components/cart-line-list';
import { CartSkeleton } from './components/cart-skeleton';
import { CartSummary } from './components/cart-summary';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cart at the side of any page (after Add to Cart, or from the header's cart button): the
 * lines with their controls, the totals and Checkout, and a way on to the full cart page. Every
 * link closes it. Load it lazily (`React.lazy` of this module's default export).
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const titleId = useId();
  const { cart, status, error, reload } = useStoreCart();
  const count = cart?.totalQuantity ?? 0;
  const hasLines = cart !== null && cart.lines.length > 0;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h3">
          Your Cart
        </Typography>
        {count > 0 && (
          <Typography color="textSecondary">{count === 1 ? '1 item' : `${count} items`}</Typography>
        )}
        <IconButton aria-label="Close cart" onClick={onClose} edge="end" sx={{ ml: 'auto' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {/* Only the lines scroll, between the title (with Close) and Checkout. The list is the
          containing block of its visually hidden labels (position: absolute), so they stay inside it
          rather than making the whole drawer scroll past its end. */}
      <Box sx={{ flex: 1, overflowY: 'auto', position: 'relative', px: 2 }}>
        {!cart && status === 'loading' ? (
          <CartSkeleton />
        ) : status === 'unavailable' ? (
          <Box sx={{ py: 4 }}>
            <InlineLoadError message={error ?? ''} retrying={false} onRetry={reload} />
          </Box>
        ) : hasLines ? (
          <>
            <CartLineList lines={cart.lines} onNavigate={onClose} />
            {/* The stack check (its code, and the products' facts) waits while a product is being
                added: on a slow line its requests would go before the cart's own. */}
            {!cart.lines.some((line) => line.pending) && (
              <Box sx={{ pb: 2 }}>
                <StackFindings headingLevel="h3" onNavigate={onClose} />
              </Box>
            )}
          </>
        ) : (
          <Box sx={{ textAlign: 'center', py: 8 }}>
            <ShoppingBagOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
            <Typography sx={{ mb: 3, fontWeight: 600 }}>Your cart is empty</Typography>
            <Button component={RouterLink} to={paths.shop} onClick={onClose} variant="contained">
              Shop Products
            </Button>
          </Box>
        )}
      </Box>
      {hasLines && (
        <>
          <Divider />
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <CartSummary cart={cart} />
            <Button component={RouterLink} to={paths.cart} onClick={onClose} variant="outlined" fullWidth>
              View Cart
            </Button>
          </Stack>
        </>
      )}
    </Drawer>
  );
}

export default CartDrawer;
