import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetMockCarts } from '../../../../mocks/shopify/carts';
import { fetchProduct } from '../../../lib/shopify/products';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import { submitAsAgent } from '../../../components/testing/agent-submit';
import { checkout } from '../../../components/purchase/go-to-checkout';
import { purchaseTools } from '../purchase-tools';
import { ProductPurchase } from './product-purchase';

async function renderPurchase(handle: string, asTools: boolean) {
  const product = await fetchProduct(handle);
  const rendered = renderInStore(
    <ProductPurchase product={product} withBuyNow tools={asTools ? purchaseTools(product) : undefined} />,
  );
  await screen.findByRole('button', { name: 'Add to Cart' }, pageLoad);
  return { ...rendered, product };
}

const formOf = (button: string) => screen.getByRole('button', { name: button }).closest('form')!;

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('the product page’s ways to buy as WebMCP tools', () => {
  it('are the tools add_to_cart and buy_now, which the shopper confirms, with what the choice’s fields mean', async () => {
    await renderPurchase('daily-energy-b-complex', true);
    const add = formOf('Add to Cart');
    expect(add).toHaveAttribute('toolname', 'add_to_cart');
    expect(add).toHaveAttribute(
      'tooldescription',
      "Add Daily Energy B-Complex to the shopper's cart, once they press Add to Cart.",
    );
    expect(add).not.toHaveAttribute('toolautosubmit');
    const buy = formOf('Buy Now');
    expect(buy).toHaveAttribute('toolname', 'buy_now');
    expect(buy.getAttribute('tooldescription')).toContain(
      "on to Shopify's checkout, once the shopper presses Buy Now",
    );
    expect(buy).not.toHaveAttribute('toolautosubmit');

    const choice = await screen.findByRole('group', { name: 'Purchase options' }, pageLoad);
    expect(choice.getAttribute('toolparamdescription')).toMatch(/until the shopper cancels/);
    expect(within(choice).getByRole('combobox', { name: 'Delivery' })).toHaveAttribute(
      'toolparamdescription',
      'How often a subscription is delivered: choosing one subscribes',
    );
  });

  it('says an age-restricted product’s date of birth comes first', async () => {
    await renderPurchase('green-tea-metabolism-support', true);
    expect(formOf('Add to Cart').getAttribute('tooldescription')).toContain(
      'Sold only to shoppers 18 or older: the store asks their date of birth first.',
    );
  });

  it('are no tools elsewhere (cards, the details dialog)', async () => {
    await renderPurchase('daily-energy-b-complex', false);
    await screen.findByRole('group', { name: 'Purchase options' }, pageLoad);
    expect(document.querySelector('[toolname], [toolparamdescription]')).toBeNull();
  });

  it('adds what the form says, as an agent filled it in, and answers with the cart', async () => {
    const { shellActions } = await renderPurchase('daily-energy-b-complex', true);
    const subscribe = await screen.findByRole('radio', { name: 'Subscribe & save 15%' }, pageLoad);
    // As WebMCP fills a radio button in: checked, without the click React listens to.
    (subscribe as HTMLInputElement).checked = true;

    const answer = await submitAsAgent(formOf('Add to Cart'));
    expect(answer).toMatchObject({
      added: true,
      cart: {
        total_quantity: 1,
        lines: [
          {
            title: 'Daily Energy B-Complex',
            quantity: 1,
            subscription: {
              name: 'Delivery every 30 days, save 15%',
              renewal_terms: expect.stringMatching(/^Renews every 30 days at \$[\d.]+ until you cancel\./),
            },
          },
        ],
      },
    });
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
  });

  it('answers Buy Now with the cart the shopper goes on to pay', async () => {
    const go = vi.spyOn(checkout, 'go').mockImplementation(() => {});
    await renderPurchase('daily-energy-b-complex', true);
    const answer = await submitAsAgent(formOf('Buy Now'));
    expect(answer).toMatchObject({ added: true, next: expect.stringContaining("Shopify's checkout") });
    expect(go).toHaveBeenCalledTimes(1);
    go.mockRestore();
  });
});
