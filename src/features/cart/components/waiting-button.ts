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

/** The disabled look for a button that is waiting (see `waitingProps`). */
export const waitingStyle = {
  '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
} as const;
