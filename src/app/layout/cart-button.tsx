import { Badge, IconButton } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useShellActions } from '../../components/shell-actions';
import { useCartCount } from '../../features/cart/cart-count';

/** Opens the cart drawer; the badge counts the items in the cart (and is part of the name). */
export function CartButton() {
  const { openCart } = useShellActions();
  const count = useCartCount();
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={openCart}>
      <Badge badgeContent={count > 0 ? count : null} color="primary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
