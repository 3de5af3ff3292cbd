import { Link as RouterLink } from 'react-router-dom';
import type { CartLine } from '../../../domain/commerce';
import { formatMoney } from '../../../domain/money';
import { ProductImage } from '../../../components/product/product-image';
import { lineName, variantLabel } from '../../../domain/cart-display';
import { QuantityStepper } from './quantity-stepper';
import { waitingClass, waitingProps } from './waiting-button';
import { paths } from '../../../config/paths';
import { StackFindingsMark } from '../../../components/stack-safety/stack-findings';
import { RenewalTerms } from '../../../components/purchase/renewal-terms';
import { PlainIcon } from '../../../components/plain-icon';
import { cartIcons } from '../cart-icons';

const imageSize = 80;

interface CartLineItemProps {
  line: CartLine;
  /** True while the cart is being changed. */
  waiting: boolean;
  /** Shows the stack check's mark (not while a product is being added). */
  withStackMark: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Called when the shopper follows the product link (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * One product in the cart: photo, name, unit price, quantity, line total and Remove. A line being
 * added (`pending`) has no price yet: it says so, and its controls wait with the cart's.
 */
export function CartLineItem({
  line,
  waiting,
  withStackMark,
  onQuantityChange,
  onRemove,
  onNavigate,
}: CartLineItemProps) {
  const name = lineName(line);
  const variant = variantLabel(line);
  return (
    <li className="cart-line">
      {line.image ? (
        // The name follows at once, so the photo is decorative here.
        <ProductImage image={{ ...line.image, altText: '' }} sizes={`${imageSize}px`} look="thumbnail" />
      ) : (
        <div className="cart-line__blank" />
      )}
      <div className="cart-line__about">
        <RouterLink
          className="text-link text-link--quiet cart-line__title"
          to={paths.product(line.productHandle)}
          onClick={onNavigate}
        >
          {line.productTitle}
        </RouterLink>
        {variant && <p className="cart-line__note">{variant}</p>}
        {line.sellingPlan && <p className="cart-line__plan">{line.sellingPlan.name}</p>}
        <p className="cart-line__note">
          {line.pending ? 'Adding to your cart…' : `${formatMoney(line.unitPrice)} each`}
        </p>
        {line.sellingPlan && <RenewalTerms perDelivery={line.totalPrice} plan={line.sellingPlan} />}
        {withStackMark && <StackFindingsMark handle={line.productHandle} />}
        <div className="cart-line__actions">
          <QuantityStepper
            name={name}
            quantity={line.quantity}
            waiting={waiting}
            onChange={onQuantityChange}
          />
          <button
            type="button"
            className={`button button--text button--small button--inherit ${waitingClass}`}
            aria-label={`Remove ${name}`}
            {...waitingProps(waiting, onRemove)}
          >
            <span className="button__icon">
              <PlainIcon paths={cartIcons.remove} fontSize="small" />
            </span>
            Remove
          </button>
        </div>
      </div>
      <p className="cart-line__total">{line.pending ? '' : formatMoney(line.totalPrice)}</p>
    </li>
  );
}
