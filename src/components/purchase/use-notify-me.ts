/**
 * "Notify me" on a sold-out product: the `requestBackInStockNotice` Function's code loads only
 * when the form is sent, so no page carries it.
 */
import type { BackInStockAnswer } from '../../domain/back-in-stock';
import type { Product } from '../../domain/commerce';
import { useEmailSignUp } from '../use-email-sign-up';

// A shared piece that reaches a service (see eslint.config.js): Notify me is one sign-up wherever a sold-out product shows: it asks the back-in-stock function.
const loadBackInStock = () => import('../../lib/firebase/back-in-stock');

/** The form's state (`useEmailSignUp`) for one product: its email field, `submit`, `sending`. */
export function useNotifyMe(product: Product, onAnswer: (answer: BackInStockAnswer) => void) {
  return useEmailSignUp({
    send: async (email) =>
      (await loadBackInStock()).requestBackInStockNotice({
        email,
        productHandle: product.handle,
        productTitle: product.title,
      }),
    onAnswer,
  });
}
