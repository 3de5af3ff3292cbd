import { Badge, IconButton } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useShellLinks } from '../../components/shell-actions';
import { useCartCount } from '../../features/cart/cart-count';

/**
 * Opens the cart drawer; the badge counts the items in the cart (and is part of the name). It is a
 * link to the cart page, and a tap before the app is ready waits for it to open the drawer
 * (`data-replay`): the cart lives in the browser, so its page only shows it once the app runs.
 */
export function CartButton() {
  const links = useShellLinks();
  const count = useCartCount();
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <IconButton {...links.cart()} data-replay="" color="inherit" aria-label={label} aria-haspopup="dialog">
      <Badge badgeContent={count > 0 ? count : null} color="primary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
