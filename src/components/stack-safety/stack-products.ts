import type { CartLine } from '../../domain/commerce';

/** A product the shopper means to take, as the stack check names it. */
export interface StackProduct {
  handle: string;
  title: string;
}

/**
 * The products to check together: those shown alongside (the product on its page, the quiz's
 * recommendations) first, then the cart's. A product in both, or in two cart lines (two sizes),
 * counts once: the check is about what the shopper takes, not how many bottles they buy.
 */
export function stackWithCart(
  alongside: readonly StackProduct[],
  lines: readonly Pick<CartLine, 'productHandle' | 'productTitle'>[],
): StackProduct[] {
  const stack = new Map<string, StackProduct>();
  for (const product of alongside) if (!stack.has(product.handle)) stack.set(product.handle, product);
  for (const { productHandle: handle, productTitle: title } of lines)
    if (!stack.has(handle)) stack.set(handle, { handle, title });
  return [...stack.values()];
}
