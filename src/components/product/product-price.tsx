import type { Product } from '../../domain/commerce';
import { referencePrice } from '../../domain/bundle-price';
import { formatMoney } from '../../domain/money';

interface ProductPriceProps {
  /** Its price, its "original" price (struck through when above the price), and a bundle's parts. */
  product: Pick<Product, 'price' | 'compareAtPrice' | 'bundleParts'>;
  size?: 'medium' | 'large';
}

/**
 * The price, and the original price struck through. A screen reader hears "$199.99 Original price
 * $399.99" (a bundle's "Bought separately $599.97"), since a strike-through alone says nothing to it.
 * Plain elements styled by the store's classes (src/app/product-classes.ts).
 */
export function ProductPrice({ product, size = 'medium' }: ProductPriceProps) {
  // What the struck price is, for screen readers: a bundle's is what its products cost separately.
  const reference = referencePrice(product);
  return (
    <div className={size === 'large' ? 'product-price product-price--large' : 'product-price'}>
      <span className="product-price__now">{formatMoney(product.price)}</span>
      {reference && (
        <s className="product-price__was">
          <span className="visually-hidden">{reference.label} </span>
          {formatMoney(reference.price)}
        </s>
      )}
    </div>
  );
}
