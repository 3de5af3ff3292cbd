import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { catalogue } from '../../../mocks/data/catalogue';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { useStoreCart } from '../../lib/shopify';
import { installModelContext } from '../../components/testing/model-context';
import { renderInStore } from '../../components/testing/render-routes';
import { CartTools } from './cart-tools';

/** The cart as the page shows it, beside the tools. */
function CartLines() {
  const { cart } = useStoreCart();
  return (
    <ul aria-label="Cart lines">
      {cart?.lines.map((line) => (
        <li key={line.id}>{`${line.productTitle} × ${line.quantity}`}</li>
      ))}
    </ul>
  );
}

const variantOf = (title: string) => catalogue.find((product) => product.title === title)!.variants[0]!.id;
const energy = 'Daily Energy B-Complex';
const vitaminD = 'Vitamin D3 + K2';
const greenTea = 'Green Tea Metabolism Support';
const cartLines = () =>
  within(screen.getByRole('list', { name: 'Cart lines' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const item = (title: string, quantity = 1) => ({ product_variant_id: variantOf(title), quantity });

let agent: ReturnType<typeof installModelContext>;
beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
  agent = installModelContext();
});
afterEach(() => agent.withdraw());

async function renderTools() {
  const rendered = renderInStore(
    <>
      <CartTools />
      <CartLines />
    </>,
  );
  await waitFor(() => expect([...agent.tools.keys()].sort()).toEqual(['get_cart', 'update_cart']));
  return rendered;
}

describe('the cart’s WebMCP tools, under the store’s MCP server’s names', { timeout: 60_000 }, () => {
  it('add variants to the cart the page shows, open it, and answer what it holds', async () => {
    const { shellActions } = await renderTools();
    expect(agent.tools.get('get_cart')!.annotations).toEqual({ readOnlyHint: true });
    expect(await agent.call('get_cart')).toEqual({
      total_quantity: 0,
      lines: [],
      summary: 'Your cart is empty.',
    });

    const answer = await agent.call('update_cart', { add_items: [item(energy, 2), item(vitaminD)] });
    expect(answer).toMatchObject({
      total_quantity: 3,
      lines: [
        {
          title: energy,
          quantity: 2,
          variant_id: variantOf(energy),
          page: '/products/daily-energy-b-complex',
        },
        { title: vitaminD, quantity: 1 },
      ],
      subtotal: expect.stringMatching(/^\$/),
      checkout_url: expect.stringContaining('/cart/c/'),
    });
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(cartLines()).toEqual([`${energy} × 2`, `${vitaminD} × 1`]));
    expect(await agent.call('get_cart')).toEqual(answer);
  });

  it('change lines’ quantities, remove lines and apply a code, in the cart’s own words when it refuses', async () => {
    const { shellActions } = await renderTools();
    const added = (await agent.call('update_cart', { add_items: [item(energy), item(vitaminD)] })) as {
      lines: { line_id: string }[];
    };
    const [first, second] = added.lines.map((line) => line.line_id);
    expect(
      await agent.call('update_cart', {
        update_items: [{ id: first, quantity: 3 }],
        remove_line_ids: [second],
        discount_codes: ['WELCOME10'],
      }),
    ).toMatchObject({
      total_quantity: 3,
      lines: [{ title: energy, quantity: 3 }],
      discounts: [{ label: 'WELCOME10', amount: expect.stringMatching(/^−\$/) }],
    });
    await waitFor(() => expect(cartLines()).toEqual([`${energy} × 3`]));
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
    await expect(agent.call('update_cart', { update_items: [{ id: first, quantity: -1 }] })).rejects.toThrow(
      'Choose a quantity of 0 or more.',
    );
    expect(await agent.call('update_cart', { update_items: [{ id: first, quantity: 0 }] })).toMatchObject({
      total_quantity: 0,
    });
    await expect(agent.call('update_cart', {})).rejects.toThrow(
      'Say what to change: add_items, update_items, remove_line_ids or discount_codes.',
    );
  });

  it('refuse what names no product or plan, and add nothing', async () => {
    await renderTools();
    const adding = (add: object) => agent.call('update_cart', { add_items: [{ quantity: 1, ...add }] });
    await expect(adding({ product_variant_id: 'omega-3' })).rejects.toThrow(
      'That id does not name a product we can add to your cart.',
    );
    await expect(adding({ product_variant_id: 'gid://shopify/ProductVariant/999999999' })).rejects.toThrow(
      'That id does not name a product we can add to your cart.',
    );
    await expect(
      adding({ product_variant_id: variantOf(energy), selling_plan_id: 'monthly' }),
    ).rejects.toThrow('That id does not name a subscription we offer.');
    await expect(adding({ product_variant_id: variantOf(energy), quantity: 0 })).rejects.toThrow(
      'Choose a quantity of at least 1.',
    );
    expect(await agent.call('get_cart')).toMatchObject({ total_quantity: 0 });
  });

  it('add an age-restricted product only with a date of birth of 18 or more, refusing in the store’s words', async () => {
    await renderTools();
    const add_items = [item(greenTea)];
    await expect(agent.call('update_cart', { add_items })).rejects.toThrow(
      `${greenTea} is sold only to shoppers 18 or older.`,
    );
    const tenYearsOld = `${new Date().getFullYear() - 10}-01-01`;
    await expect(agent.call('update_cart', { add_items, date_of_birth: tenYearsOld })).rejects.toThrow(
      `You must be 18 or older to buy ${greenTea}. Nothing was added to your cart.`,
    );
    await expect(agent.call('update_cart', { add_items, date_of_birth: '24/07/1990' })).rejects.toThrow(
      'Enter a real date',
    );
    expect(await agent.call('get_cart')).toMatchObject({ total_quantity: 0 });

    expect(await agent.call('update_cart', { add_items, date_of_birth: '1990-07-24' })).toMatchObject({
      total_quantity: 1,
      age: `Your order holds ${greenTea}, sold only to shoppers 18 or older. Date of birth given: July 24, 1990.`,
    });
    // The cart carries the date of birth now: it is not asked again.
    expect(await agent.call('update_cart', { add_items })).toMatchObject({ total_quantity: 2 });
  });

  it('are withdrawn when the page no longer offers them', async () => {
    const { unmount } = await renderTools();
    unmount();
    expect(agent.tools.size).toBe(0);
  });
});
