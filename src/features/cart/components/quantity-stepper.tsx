import { PlainIcon } from '../../../components/plain-icon';
import { cartIcons } from '../cart-icons';
import { waitingClass, waitingProps } from './waiting-button';

interface QuantityStepperProps {
  /** The line's name, so each button says which product it changes. */
  name: string;
  quantity: number;
  /** True while the cart is being changed: the buttons wait. */
  waiting: boolean;
  onChange: (quantity: number) => void;
}

const buttonClass = `icon-button quantity-stepper__button ${waitingClass}`;

/**
 * One line's quantity with buttons to step it. The number is a live region, so a screen reader
 * hears the new quantity once the cart has it. Going below 1 is left to the Remove button.
 */
export function QuantityStepper({ name, quantity, waiting, onChange }: QuantityStepperProps) {
  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Decrease quantity of ${name}`}
        {...waitingProps(waiting || quantity <= 1, () => onChange(quantity - 1))}
      >
        <PlainIcon paths={cartIcons.fewer} fontSize="small" />
      </button>
      <output className="quantity-stepper__count" aria-live="polite">
        <span className="visually-hidden">Quantity </span>
        {quantity}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Increase quantity of ${name}`}
        {...waitingProps(waiting, () => onChange(quantity + 1))}
      >
        <PlainIcon paths={cartIcons.more} fontSize="small" />
      </button>
    </div>
  );
}
