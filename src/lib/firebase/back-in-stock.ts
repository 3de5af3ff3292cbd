/**
 * A sold-out product's "Notify me": the `requestBackInStockNotice` Function keeps the shopper's
 * address for that product. Loaded when the form is sent, never with a page.
 */
import * as z from 'zod/mini';
import {
  BACK_IN_STOCK_RATE_LIMITED,
  type BackInStockAnswer,
  type BackInStockRequest,
} from '../../domain/back-in-stock';
import { callFunction } from './callable';

const requestAnswer: z.ZodMiniType<BackInStockAnswer> = z.object({
  status: z.enum(['requested', 'already-requested']),
});

/** Keeps the address for the product, or finds it kept already. */
export function requestBackInStockNotice(request: BackInStockRequest): Promise<BackInStockAnswer> {
  return callFunction('requestBackInStockNotice', request, {
    answer: requestAnswer,
    fallback: 'We could not keep your request right now. Please try again in a moment.',
    rateLimited: BACK_IN_STOCK_RATE_LIMITED,
  });
}
