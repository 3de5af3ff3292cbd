import { useRef } from 'react';
import type { CartLine } from '../../../domain/commerce';
import { useCartChanges } from '../use-cart-changes';
import { CartLineItem } from './cart-line-item';

interface CartLineListProps {
  lines: CartLine[];
  /** Called when the shopper follows a product link. */
  onNavigate?: () => void;
}

/**
 * The cart's lines with their controls. When a line is removed its Remove button goes with it, so
 * keyboard focus moves to the list instead of falling back to the top of the page. While a product
 * is being added the stack check's marks wait for Shopify's answer (`adding` in cart-drawer.tsx).
 */
export function CartLineList({ lines, onNavigate }: CartLineListProps) {
  const { busy, setQuantity, remove } = useCartChanges();
  const listRef = useRef<HTMLUListElement>(null);
  const adding = lines.some((line) => line.pending);

  const removeLine = async (lineId: string) => {
    if (!(await remove(lineId))) return;
    requestAnimationFrame(() => {
      const list = listRef.current;
      if (list?.isConnected && !list.contains(document.activeElement)) list.focus();
    });
  };

  return (
    <ul
      ref={listRef}
      className="cart-lines"
      tabIndex={-1}
      aria-label="Items in your cart"
      aria-busy={busy || undefined}
    >
      {lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          waiting={busy}
          withStackMark={!adding}
          onQuantityChange={(quantity) => void setQuantity(line.id, quantity)}
          onRemove={() => void removeLine(line.id)}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
