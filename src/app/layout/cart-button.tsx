import { Badge, IconButton } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useShellActions } from '../../components/shell-actions';
import { useStoreCart } from '../../lib/shopify/cart/store-cart';

/** Opens the cart drawer; the badge counts the items in the cart (and is part of the name). */
export function CartButton() {
  const { openCart } = useShellActions();
  const count = useStoreCart().cart?.totalQuantity ?? 0;
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={openCart}>
      <Badge badgeContent={count > 0 ? count : null} color="primary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
