/** Shopify's user errors and warnings for a cart mutation's refused input, word for word. */

export interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

export const cartNotFound: CartUserError = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
};

export function missingMerchandise(id: string, field: string[]): CartUserError {
  return { code: 'INVALID', field, message: `The merchandise with id ${id} does not exist.` };
}

export function missingLine(id: string, field: string[]): CartUserError {
  return { code: 'INVALID', field, message: `The merchandise line with id ${id} does not exist.` };
}

export function negativeQuantity(field: string[]): CartUserError {
  return { code: 'INVALID', field, message: 'The quantity must be greater than or equal to 0.' };
}

/** Shopify's answer to a plan the variant cannot be bought on (not in any of its product's groups). */
export function planNotApplicable(field: string[]): CartUserError {
  return {
    code: 'SELLING_PLAN_NOT_APPLICABLE',
    field,
    message: 'The selling plan is not applicable to the merchandise.',
  };
}

/** Shopify's warning for sold-out merchandise, which it leaves out of the cart. */
export function outOfStock(title: string, merchandiseId: string): CartWarning {
  return {
    code: 'MERCHANDISE_OUT_OF_STOCK',
    message: `The product '${title}' is already sold out.`,
    target: merchandiseId,
  };
}
