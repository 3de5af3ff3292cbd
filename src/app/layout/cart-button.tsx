import { Box, IconButton } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useShellLinks } from '../../components/shell-actions';
import { useCartCount } from '../../features/cart/cart-count';

/**
 * Opens the cart drawer; the badge counts the items in the cart (and is part of the name). It is a
 * link to the cart page, where a tap before the app runs (or without JavaScript) leads.
 */
export function CartButton() {
  const links = useShellLinks();
  const count = useCartCount();
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <IconButton {...links.cart()} color="inherit" aria-label={label} aria-haspopup="dialog">
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ShoppingCartOutlinedIcon />
        {/* The count is in the link's name; the bubble shows it (a span: MUI's Badge is 1.3 kB). */}
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: -8,
              right: -10,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.75rem',
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </Box>
    </IconButton>
  );
}
