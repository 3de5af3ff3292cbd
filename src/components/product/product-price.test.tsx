import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Money } from '../../domain/commerce';
import { testProduct } from '../testing/test-product';
import { ProductPrice } from './product-price';

const usd = (amount: number) => ({ amount, currencyCode: 'USD' });
const priced = (price: Money, compareAtPrice: Money | null, bundleParts = testProduct().bundleParts) =>
  testProduct({ price, compareAtPrice, bundleParts });

describe('ProductPrice', () => {
  it('strikes through the original price and names it for screen readers', () => {
    const { container } = render(<ProductPrice product={priced(usd(199.99), usd(399.99))} />);
    expect(screen.getByText('$199.99')).toBeInTheDocument();
    const original = container.querySelector('s');
    expect(original).toHaveTextContent('Original price $399.99');
    expect(container).toHaveTextContent('$199.99Original price $399.99');
  });

  it.each([
    ['no original price', null],
    ['an original price that is not higher', usd(149.99)],
  ])('shows the price alone with %s', (_case, compareAtPrice) => {
    const { container } = render(<ProductPrice product={priced(usd(149.99), compareAtPrice)} />);
    expect(container).toHaveTextContent(/^\$149\.99$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it("names a bundle's struck price as what its products cost separately", () => {
    const { container } = render(
      <ProductPrice
        product={priced(usd(499.99), usd(599.97), [{ handle: 'part', title: 'A part', price: usd(199.99) }])}
      />,
    );
    expect(container).toHaveTextContent('$499.99Bought separately $599.97');
  });

  it('writes whole amounts without cents', () => {
    const { container } = render(<ProductPrice product={priced(usd(899.99), usd(1500))} />);
    expect(container.querySelector('s')).toHaveTextContent('Original price $1,500');
  });
});
