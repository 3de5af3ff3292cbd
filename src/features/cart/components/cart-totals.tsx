import { discountLines } from '../../../domain/cart-display';
import type { Cart } from '../../../domain/commerce';
import { formatMoney } from '../../../domain/money';
import { PlainIcon } from '../../../components/plain-icon';
import { cartIcons } from '../cart-icons';

interface CartTotalsProps {
  cart: Cart;
  /** Offers a remove button beside each applied discount code (the cart page does). */
  onRemoveCode?: (code: string) => void;
  /** A change is under way: the remove buttons wait. */
  busy?: boolean;
}

/**
 * Subtotal, each discount on a line of its own (its code, and what it saves: "−$60.00"), and the
 * total after them, as a list of terms and amounts.
 */
export function CartTotals({ cart, onRemoveCode, busy = false }: CartTotalsProps) {
  return (
    <>
      <dl className="cart-totals">
        <dt>Subtotal</dt>
        <dd>{formatMoney(cart.subtotal)}</dd>
        {discountLines(cart).map(({ label, code, saves }) => (
          <div key={`${code === null ? 'automatic' : 'code'}-${label}`} className="cart-totals__row">
            <dt className="cart-totals__discount">
              Discount{' '}
              <span className="cart-totals__code" title={label}>
                <PlainIcon paths={cartIcons.code} />
                <span>{label}</span>
              </span>
              {code && onRemoveCode && (
                <button
                  type="button"
                  className="icon-button cart-totals__remove"
                  aria-label={`Remove discount code ${code}`}
                  disabled={busy}
                  onClick={() => onRemoveCode(code)}
                >
                  <PlainIcon paths={cartIcons.close} fontSize="small" />
                </button>
              )}
            </dt>
            <dd className={saves ? 'cart-totals__saves' : 'cart-totals__later'}>
              {saves ? `−${formatMoney(saves)}` : 'Applied at checkout'}
            </dd>
          </div>
        ))}
        <dt className="cart-totals__total">Total</dt>
        <dd className="cart-totals__total">{formatMoney(cart.total)}</dd>
      </dl>
      <p className="cart-totals__note">Shipping and taxes are calculated at checkout.</p>
    </>
  );
}
