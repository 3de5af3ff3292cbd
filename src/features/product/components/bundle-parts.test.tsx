import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import type { BundlePart } from '../../../domain/commerce';
import { BundleParts } from './bundle-parts';
import { testProduct } from '../../../components/testing/test-product';

const usd = (amount: number) => ({ amount, currencyCode: 'USD' });
const part = (handle: string, amount: number): BundlePart => ({
  handle,
  title: `The ${handle}`,
  price: usd(amount),
});
const three = [part('berberine', 199.99), part('cinnamon', 199.99), part('lipoic-acid', 199.99)];

async function renderBundle(price: number, bundleParts: BundlePart[]) {
  renderInStore(<BundleParts product={testProduct({ price: usd(price), bundleParts })} headingLevel="h2" />);
  const heading = await screen.findByRole('heading', { level: 2, name: 'In This Bundle' }, pageLoad);
  return heading.closest('section') as HTMLElement;
}

describe('BundleParts', () => {
  it('links each product to its page, with its price', async () => {
    const section = await renderBundle(499.99, three);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The berberine$199.99',
      'The cinnamon$199.99',
      'The lipoic-acid$199.99',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'The berberine' })).toHaveAttribute(
      'href',
      '/products/berberine',
    );
  });

  it.each([
    [
      'a bundle below its parts states the saving',
      499.99,
      three,
      'Save $99.98 (16%) against buying these three separately ($599.97).',
    ],
    [
      'two parts',
      249.99,
      [part('a', 149.99), part('b', 149.99)],
      'Save $49.99 (16%) against buying these two separately ($299.98).',
    ],
    [
      'a bundle at its parts’ price claims no saving',
      599.97,
      three,
      'Bought separately, these three cost $599.97.',
    ],
    [
      'a bundle above its parts claims no saving',
      899.99,
      three,
      'Bought separately, these three cost $599.97.',
    ],
  ])('%s', async (_case, price, parts, words) => {
    const section = await renderBundle(price, parts);
    expect(section).toHaveTextContent(words);
    if (!words.startsWith('Save')) expect(section).not.toHaveTextContent(/save/i);
  });

  it('shows nothing for a single product', () => {
    const { container } = renderInStore(<BundleParts product={testProduct()} headingLevel="h2" />);
    expect(container).toBeEmptyDOMElement();
  });
});
