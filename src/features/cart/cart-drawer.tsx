import { InlineLoadError } from '../../components/inline-load-error';
import { useId } from 'react';
import { Drawer, GlobalStyles } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useStoreCart } from '../../lib/shopify';
import { PlainIcon } from '../../components/plain-icon';
import { StackFindings } from '../../components/stack-safety/stack-findings';
import { cartClasses } from './cart-classes';
import { cartIcons } from './cart-icons';
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
 * link closes it. The shell fetches this module once the page answers taps, and opens the drawer
 * once the module is in (`openCart`, src/app/layout/store-shell-actions.tsx). Inside MUI's Drawer
 * (the modal: focus, Escape, the page's scroll) its parts are plain elements with the cart's
 * classes (cart-classes.ts).
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
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, className: 'cart-drawer' },
      }}
    >
      <GlobalStyles styles={cartClasses} />
      <div className="cart-drawer__head">
        <h2 id={titleId} className="cart-drawer__title">
          Your Cart
        </h2>
        {count > 0 && <p className="cart-drawer__count">{count === 1 ? '1 item' : `${count} items`}</p>}
        <button
          type="button"
          className="icon-button cart-drawer__close"
          aria-label="Close cart"
          onClick={onClose}
        >
          <PlainIcon paths={cartIcons.close} />
        </button>
      </div>
      <div className="cart-drawer__lines">
        {!cart && status === 'loading' ? (
          <CartSkeleton />
        ) : status === 'unavailable' ? (
          <div className="cart-drawer__error">
            <InlineLoadError message={error ?? ''} retrying={false} onRetry={reload} />
          </div>
        ) : hasLines ? (
          <>
            <CartLineList lines={cart.lines} onNavigate={onClose} />
            {/* The stack check (its code, and the products' facts) waits while a product is being
                added: on a slow line its requests would go before the cart's own. */}
            {!cart.lines.some((line) => line.pending) && (
              <div className="cart-drawer__findings">
                <StackFindings headingLevel="h3" onNavigate={onClose} />
              </div>
            )}
          </>
        ) : (
          <div className="cart-drawer__empty">
            <PlainIcon paths={cartIcons.bag} />
            <p>Your cart is empty</p>
            <RouterLink to={paths.shop} onClick={onClose} className="button button--contained">
              Shop Products
            </RouterLink>
          </div>
        )}
      </div>
      {hasLines && (
        <div className="cart-drawer__foot">
          <CartSummary cart={cart} />
          <RouterLink to={paths.cart} onClick={onClose} className="button button--outlined button--full">
            View Cart
          </RouterLink>
        </div>
      )}
    </Drawer>
  );
}
