/** What the age question asks about: the age-restricted products, and what happens once answered. */
export interface AgeQuestion {
  /** The age-restricted products the shopper is buying, by name. */
  productNames: string[];
  /** Add to the cart, buy now, or check out: the confirm button says which. */
  action: 'add' | 'buy' | 'checkout';
}
