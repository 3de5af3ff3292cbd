import type { MouseEvent } from 'react';

/**
 * Props that make a button wait while the cart is being changed. It is marked aria-disabled rather
 * than disabled: a native disabled button drops keyboard focus, and a shopper stepping a quantity
 * up and down would lose their place after every click.
 */
export function waitingProps(waiting: boolean, onClick: () => void) {
  return {
    'aria-disabled': waiting || undefined,
    onClick: (event: MouseEvent) => {
      if (waiting) {
        event.preventDefault();
        return;
      }
      onClick();
    },
  };
}

/** The class that gives a waiting button (see `waitingProps`) its disabled look (cart-classes.ts). */
export const waitingClass = 'waiting-button';
