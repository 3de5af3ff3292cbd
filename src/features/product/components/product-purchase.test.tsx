import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue } from '../../../../mocks/data/catalogue';
import { resetMockCarts } from '../../../../mocks/shopify/carts';
import type { SubscriptionOffer } from '../../../domain/subscriptions';
import { useStoreCart } from '../../../lib/shopify';
import { fetchProduct } from '../../../lib/shopify/products';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import { CompactProductPurchase } from '../../quiz/components/compact-product-purchase';
import { CompactPurchaseChoice } from '../../quiz/components/compact-purchase-choice';
import { checkout } from '../../../components/purchase/go-to-checkout';
import { ProductPurchase } from './product-purchase';
import { PurchaseChoice, type PurchaseChoiceValue } from '../../../components/purchase/purchase-choice';

/** The cart's lines as a shopper would read them, beside the component under test. */
function CartLines() {
  const { cart } = useStoreCart();
  return (
    <ul aria-label="Cart lines">
      {cart?.lines.map((line) => (
        <li
          key={line.id}
        >{`${line.productTitle}: ${line.unitPrice.amount} ${line.sellingPlan?.name ?? 'once'}`}</li>
      ))}
    </ul>
  );
}

async function renderPurchase(handle: string, compact = false) {
  const product = await fetchProduct(handle);
  const Purchase = compact ? CompactProductPurchase : ProductPurchase;
  const rendered = renderInStore(
    <>
      <Purchase product={product} withBuyNow />
      <CartLines />
    </>,
  );
  await screen.findByRole('button', { name: 'Add to Cart' }, pageLoad);
  return { ...rendered, product, user: userEvent.setup() };
}

const cartLines = () => within(screen.getByRole('list', { name: 'Cart lines' })).queryAllByRole('listitem');

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('ProductPurchase', () => {
  it('offers a one-time purchase, chosen, and Subscribe & save with what each delivery costs and saves', async () => {
    await renderPurchase('daily-energy-b-complex');
    const choice = await screen.findByRole('group', { name: 'Purchase options' }, pageLoad);
    const once = within(choice).getByRole('radio', { name: 'One-time purchase' });
    const subscribe = within(choice).getByRole('radio', { name: 'Subscribe & save 15%' });
    expect(once).toBeChecked();
    expect(once).toHaveAccessibleDescription('$199.99');
    expect(subscribe).not.toBeChecked();
    expect(subscribe).toHaveAccessibleDescription('$169.99 per delivery · save $30 (15%)');
    const delivery = within(choice).getByRole('combobox', { name: 'Delivery' });
    expect(
      within(delivery)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['every 30 days', 'every 60 days', 'every 90 days']);
  });

  it('says what a subscription renews at, and where to cancel it, before the purchase', async () => {
    const { user } = await renderPurchase('daily-energy-b-complex');
    const choice = await screen.findByRole('group', { name: 'Purchase options' }, pageLoad);
    expect(choice).toHaveTextContent(
      'Renews every 30 days at $169.99 until you cancel. Cancel online any time in your account.',
    );
    expect(within(choice).getByRole('link', { name: 'your account (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/account',
    );

    await user.selectOptions(within(choice).getByRole('combobox', { name: 'Delivery' }), 'every 90 days');
    expect(choice).toHaveTextContent('Renews every 90 days at $169.99 until you cancel.');
  });

  it('adds the product once by default', async () => {
    const { user, shellActions } = await renderPurchase('daily-energy-b-complex');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(cartLines().map((line) => line.textContent)).toEqual(['Daily Energy B-Complex: 199.99 once']),
    );
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
  });

  it('switches to Subscribe & save with the keyboard, changes the interval, and adds on that plan', async () => {
    const { user } = await renderPurchase('daily-energy-b-complex');
    const once = await screen.findByRole('radio', { name: 'One-time purchase' }, pageLoad);
    once.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Subscribe & save 15%' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'every 60 days');
    expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveDisplayValue('every 60 days');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(cartLines().map((line) => line.textContent)).toEqual([
        'Daily Energy B-Complex: 169.99 Delivery every 60 days, save 15%',
      ]),
    );
  });

  it('choosing an interval chooses the subscription', async () => {
    const { user } = await renderPurchase('daily-energy-b-complex');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Delivery' }, pageLoad),
      'every 90 days',
    );
    expect(screen.getByRole('radio', { name: 'Subscribe & save 15%' })).toBeChecked();
  });

  it('says a powder saves a fixed $20 on each delivery', async () => {
    const powder = catalogue.find((product) => product.form === 'powder' && product.availableForSale)!;
    const { product } = await renderPurchase(powder.handle);
    const price = product.variants[0]!.price.amount;
    const subscribe = await screen.findByRole('radio', { name: 'Subscribe & save $20' }, pageLoad);
    expect(subscribe).toHaveAccessibleDescription(
      `$${(price - 20).toFixed(2).replace(/\.00$/, '')} per delivery · save $20`,
    );
  });

  it('shows no choice for a product without plans', async () => {
    const bundle = catalogue.find((product) => product.form === 'bundle' && product.availableForSale)!;
    await renderPurchase(bundle.handle);
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading the purchase options' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('group', { name: 'Purchase options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends the chosen plan and names the product with the form, so /cart?add= gets them as plain HTML too', async () => {
    const { user } = await renderPurchase('daily-energy-b-complex');
    await user.click(await screen.findByRole('radio', { name: 'Subscribe & save 15%' }, pageLoad));
    const form = screen.getByRole('button', { name: 'Add to Cart' }).closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      add: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
      purchase: 'subscribe',
      plan: 'gid://shopify/SellingPlan/1001',
      product: 'daily-energy-b-complex',
      title: 'Daily Energy B-Complex',
      'variant-title': 'Default Title',
    });
  });

  it('Buy Now goes through the cart for a subscription, whose checkout carries the plan', async () => {
    const go = vi.spyOn(checkout, 'go').mockImplementation(() => {});
    const { user } = await renderPurchase('daily-energy-b-complex');
    await user.click(await screen.findByRole('radio', { name: 'Subscribe & save 15%' }, pageLoad));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(go.mock.calls[0]?.[0]).toMatch(/\/cart\/c\/[A-Za-z0-9-]+\?key=\w+$/);
    expect(cartLines().map((line) => line.textContent)).toEqual([
      'Daily Energy B-Complex: 169.99 Delivery every 30 days, save 15%',
    ]);
    go.mockRestore();
  });
});

describe('CompactProductPurchase', () => {
  it('offers the choice in one field and adds on the chosen plan', async () => {
    const { user } = await renderPurchase('daily-energy-b-complex', true);
    const field = screen.getByRole('combobox', { name: 'Purchase option' });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveDisplayValue('One-time purchase');
    expect(field).toHaveAccessibleDescription('$199.99 once');
    expect(screen.queryByText(/Renews/)).not.toBeInTheDocument();
    await user.selectOptions(
      field,
      within(field).getByRole('option', { name: 'Subscribe & save, every 60 days' }),
    );
    expect(field).toHaveAccessibleDescription('$169.99 per delivery · save $30 (15%)');
    expect(
      screen.getByText(/^Renews every 60 days at \$169\.99 until you cancel\. Cancel online any time in/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(cartLines().map((line) => line.textContent)).toEqual([
        'Daily Energy B-Complex: 169.99 Delivery every 60 days, save 15%',
      ]),
    );
  });
});

describe('a product sold only by subscription', () => {
  const offer: SubscriptionOffer = {
    requiresSellingPlan: true,
    plans: [30, 60].map((days, index) => ({
      id: `gid://shopify/SellingPlan/${900 + index}`,
      name: `Delivery every ${days} days`,
      interval: { unit: 'day', count: days },
      adjustment: { kind: 'percentage', percentage: 10 },
    })),
  };
  const price = { amount: 50, currencyCode: 'USD' };

  function Choice({ compact = false }: { compact?: boolean }) {
    const [value, setValue] = useState<PurchaseChoiceValue>({ subscribe: true, planId: '' });
    const props = { offer, price, value, onChange: setValue, formId: 'add-form' };
    return compact ? <CompactPurchaseChoice {...props} /> : <PurchaseChoice {...props} />;
  }

  it('shows only its plans, with no one-time purchase', () => {
    render(<Choice />);
    const choice = screen.getByRole('group', { name: 'Subscription' });
    expect(within(choice).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(choice).getByText('Subscribe & save 10%')).toBeInTheDocument();
    expect(within(choice).getByText('$45 per delivery · save $5 (10%)')).toBeInTheDocument();
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['every 30 days', 'every 60 days']);
  });

  it('offers no one-time purchase in the compact field either', () => {
    render(<Choice compact />);
    expect(
      within(screen.getByRole('combobox', { name: 'Purchase option' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Subscribe & save, every 30 days', 'Subscribe & save, every 60 days']);
  });
});
