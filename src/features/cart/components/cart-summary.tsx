import { lazy, Suspense } from 'react';
import { useAgeCheck } from '../../../components/age-check/use-age-check';
import { checkout } from '../../../components/purchase/go-to-checkout';
import { orderAgeCheck } from '../../../domain/age-check';
import { orderAgeNote } from '../../../domain/cart-display';
import { shopperToday } from '../../../domain/calendar-date';
import type { Cart } from '../../../domain/commerce';
import { SecureCheckoutNote } from '../../../components/product/secure-checkout-note';
import { useStoreCart } from '../../../lib/shopify';
import { useToast } from '../../../components/toast';
import { useCartChanges } from '../use-cart-changes';
import { CartTotals } from './cart-totals';
import { waitingClass } from './waiting-button';

// The cart page's discount field (and MUI's text field) loads with it, not with the drawer, which
// opens right after Add to Cart and shows none.
const DiscountCodeForm = lazy(() =>
  import('./discount-code-form').then(({ DiscountCodeForm }) => ({ default: DiscountCodeForm })),
);

interface CartSummaryProps {
  cart: Cart;
  /** Offers the discount code field (the page does; the drawer keeps its footer short). */
  withDiscountCode?: boolean;
}

/**
 * What the cart costs and the way to pay: totals, optionally a discount code, and "Checkout", a
 * plain link to Shopify's hosted checkout (purchases are never completed in this app). The link
 * waits while a change is under way, so the checkout opens on the cart the shopper sees. A cart
 * that holds an age-restricted product says so; without the shopper's date of birth (a cart made
 * before the store asked), Checkout asks it first, since the checkout refuses the order without it.
 */
export function CartSummary({ cart, withDiscountCode = false }: CartSummaryProps) {
  const { status, confirmAge } = useStoreCart();
  const waiting = status !== 'idle';
  const { removeCode } = useCartChanges();
  const checkAge = useAgeCheck();
  const toast = useToast();
  const lines = cart.lines.map((line) => ({ title: line.productTitle, ageRestricted: line.ageRestricted }));
  const age = orderAgeCheck(lines, cart.attributes, shopperToday());
  const restricted = age.productNames;
  const confirmed = age.answer.kind === 'old-enough' ? age.answer.dateOfBirth : null;
  const checkOutAfterAsking = async () => {
    const given = await checkAge({ productNames: restricted, action: 'checkout' });
    if (!given?.dateOfBirth) return;
    try {
      checkout.go((await confirmAge(given.dateOfBirth)).checkoutUrl);
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'error' });
    }
  };
  const removeDiscountCode = async (code: string) => {
    if (await removeCode(code)) toast({ title: `Discount code ${code} removed.`, variant: 'info' });
  };
  return (
    <div className="cart-summary">
      {cart.lines.some((line) => line.pending) ? (
        // A product being added has no price yet: the totals wait for Shopify's answer.
        <p className="cart-summary__waiting">Your total shows once the product is in your cart.</p>
      ) : (
        <CartTotals
          cart={cart}
          onRemoveCode={withDiscountCode ? (code) => void removeDiscountCode(code) : undefined}
          busy={waiting}
        />
      )}
      {withDiscountCode && (
        // The field's height is kept while its code loads, so Checkout below it does not move.
        <Suspense fallback={<div className="cart-summary__code-field" />}>
          <DiscountCodeForm />
        </Suspense>
      )}
      {restricted.length > 0 && <p className="cart-summary__age">{orderAgeNote(restricted, age.answer)}</p>}
      <a
        href={cart.checkoutUrl}
        className={`button button--contained button--large button--full ${waitingClass}`}
        aria-disabled={waiting || undefined}
        onClick={(event) => {
          if (waiting) event.preventDefault();
          else if (restricted.length > 0 && confirmed === null) {
            event.preventDefault();
            void checkOutAfterAsking();
          }
        }}
      >
        Checkout
      </a>
      <SecureCheckoutNote />
    </div>
  );
}
