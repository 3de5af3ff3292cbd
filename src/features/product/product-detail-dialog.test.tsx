import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { layOutCarousels } from '../../components/testing/carousel-layout';
import { loadLazyParts } from '../../components/testing/lazy-parts';
import { pageLoad, renderInStore } from '../../components/testing/render-routes';
import type { Product } from '../../domain/commerce';
import { ProductDetailDialog } from './product-detail-dialog';
import { defaultKeyBenefits } from './components/key-benefits';
import { testProduct } from '../../components/testing/test-product';

function DetailButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Full Details
      </button>
      <ProductDetailDialog product={product} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDetail(product: Product) {
  const rendered = renderInStore(<DetailButton product={product} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Full Details' }, pageLoad));
  return { ...rendered, user, dialog: await screen.findByRole('dialog', { name: product.title }) };
}

beforeEach(() => {
  layOutCarousels();
  localStorage.clear();
  resetMockCarts();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductDetailDialog', () => {
  it('shows the photos, badges, about text, key benefits, price and ways to buy', async () => {
    const { dialog } = await openDetail(testProduct());
    expect(within(dialog).getAllByRole('img', { name: /^Test Tonic / })).toHaveLength(2);
    expect(
      within(within(dialog).getByRole('list', { name: 'Certifications' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(within(dialog).getByRole('heading', { name: 'About This Product' })).toBeInTheDocument();
    expect(within(dialog).getByText('Supports a calm test run.')).toBeInTheDocument();
    const benefits = within(dialog).getByRole('heading', { name: 'Key Benefits' })
      .nextElementSibling as HTMLElement;
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Supports focus†', 'Supports calm†', 'Supports sleep†', 'Supports energy†']);
    expect(within(dialog).getByText('Original price', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(within(dialog).getByText('Secure checkout via Shopify')).toBeInTheDocument();
    // Over any page, they are no WebMCP tools: the product page's own buy box is (one per page).
    expect(dialog.querySelector('[toolname]')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'See the full product page' })).toHaveAttribute(
      'href',
      '/products/test-tonic',
    );
  });

  it('shows what is in the bottle: the Supplement Facts panel and the price per serving, loaded on opening', async () => {
    const { dialog } = await openDetail(testProduct({ handle: 'vitamin-d3-k2', title: 'Vitamin D3 + K2' }));
    expect(
      within(dialog).getByRole('heading', { level: 3, name: "What's in the Bottle" }),
    ).toBeInTheDocument();
    const panel = await within(dialog).findByRole('table', { name: 'Supplement Facts' }, pageLoad);
    expect(within(panel).getByRole('cell', { name: '125 mcg (5,000 IU)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 4, name: 'Suggested Use' })).toBeInTheDocument();
    expect(within(dialog).getByText(/ per serving \(\d+ servings\)$/)).toBeInTheDocument();
  });

  it('offers Subscribe & save, loaded on opening in a placeholder of its own', async () => {
    // The mock shop's B-complex (a 30-day bottle), whose variant Shopify sells on its plans.
    const variant = { ...testProduct().variants[0]!, id: 'gid://shopify/ProductVariant/1001' };
    const { dialog } = await openDetail(
      testProduct({ handle: 'daily-energy-b-complex', title: 'Daily Energy B-Complex', variants: [variant] }),
    );
    const choice = await within(dialog).findByRole('group', { name: 'Purchase options' }, pageLoad);
    expect(
      within(dialog).queryByRole('status', { name: 'Loading the purchase options' }),
    ).not.toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'One-time purchase' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Subscribe & save 15%' })).toHaveAccessibleDescription(
      '$169.99 per delivery · save $30 (15%)',
    );
  });

  it("names a bundle's products and what it saves against them", async () => {
    const usd = (amount: number) => ({ amount, currencyCode: 'USD' });
    const parts = ['berberine', 'cinnamon', 'lipoic-acid'].map((handle) => ({
      handle,
      title: handle,
      price: usd(199.99),
    }));
    const { dialog } = await openDetail(
      testProduct({ price: usd(499.99), compareAtPrice: usd(599.97), bundleParts: parts }),
    );
    const section = within(dialog)
      .getByRole('heading', { level: 3, name: 'In This Bundle' })
      .closest('section') as HTMLElement;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/berberine', '/products/cinnamon', '/products/lipoic-acid']);
    expect(section).toHaveTextContent('Save $99.98 (16%) against buying these three separately ($599.97).');
  });

  it('has carousel arrows for several photos and none for one', async () => {
    const several = await openDetail(testProduct());
    // The arrows come with the carousel library, loaded when the gallery shows: wait for it.
    await loadLazyParts(import('embla-carousel'));
    expect(await within(several.dialog).findByRole('button', { name: 'Next photos' })).toBeInTheDocument();
    several.unmount();

    const single = testProduct({ images: testProduct().images.slice(0, 1) });
    const { dialog } = await openDetail(single);
    expect(within(dialog).getByRole('img', { name: 'Test Tonic front' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /photos$/ })).not.toBeInTheDocument();
  });

  it("lists the store's five default benefits when the product has none", async () => {
    const { dialog } = await openDetail(testProduct({ benefits: [] }));
    const benefits = within(dialog).getByRole('heading', { name: 'Key Benefits' })
      .nextElementSibling as HTMLElement;
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...defaultKeyBenefits]);
  });

  it('offers Notify me for a sold-out product, and no way to buy or pay', async () => {
    const soldOut = testProduct({
      availableForSale: false,
      variants: testProduct().variants.map((variant) => ({ ...variant, availableForSale: false })),
    });
    const { dialog } = await openDetail(soldOut);
    expect(within(dialog).getByText('Sold out')).toBeInTheDocument();
    // Its code loads once the dialog shows a sold-out product.
    const form = await within(dialog).findByRole(
      'form',
      { name: 'Notify me when Test Tonic is back in stock' },
      pageLoad,
    );
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Notify me' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /Add to Cart|Buy Now/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Pay with' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Secure checkout via Shopify')).not.toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    const { dialog, user } = await openDetail(testProduct());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
