import { Link } from 'react-router-dom';
import { useShellLinks } from '../../components/shell-actions';
import { useCartCount } from '../../features/cart/cart-count';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

/**
 * Opens the cart drawer; the badge counts the items in the cart (and is part of the name). It is a
 * link to the cart page, where a tap before the app runs (or without JavaScript) leads.
 */
export function CartButton() {
  const links = useShellLinks();
  const count = useCartCount();
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link {...links.cart()} className="icon-button" aria-label={label} aria-haspopup="dialog">
      <span className="site-header__cart-icon">
        <PlainIcon paths={frameIcons.cart} />
        {/* The count is in the link's name; the bubble shows it. */}
        {count > 0 && (
          <span aria-hidden className="site-header__cart-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
    </Link>
  );
}
