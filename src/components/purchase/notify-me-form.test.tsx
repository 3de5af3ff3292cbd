import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchProduct } from '../../lib/shopify/products';
import { answerCallable, heldReply } from '../testing/callables';
import { pageLoad, renderInStore } from '../testing/render-routes';
import { PurchaseButtons } from './purchase-buttons';

const thanks =
  'Thank you: we have kept ada@example.com for Mullein Lung Support. We’ll email you when it’s back in stock.';

/** A sold-out product's ways to buy, as its card and its page offer them. */
async function renderSoldOut() {
  const product = await fetchProduct('mullein-lung-support');
  renderInStore(<PurchaseButtons product={product} withBuyNow />);
  const form = await screen.findByRole(
    'form',
    { name: 'Notify me when Mullein Lung Support is back in stock' },
    pageLoad,
  );
  return {
    form,
    field: screen.getByRole('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Notify me' }),
    user: userEvent.setup(),
  };
}

describe('Notify me on a sold-out product', () => {
  it('says the product is sold out and offers Notify me, never a way to buy', async () => {
    await renderSoldOut();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(
      screen.getByText('We use your email only to tell you once when this product is back in stock.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart|Buy Now|Sold Out/ })).not.toBeInTheDocument();
  });

  it('keeps the address (from the keyboard), and thanks the shopper only once the store has kept it', async () => {
    const held = heldReply({ result: { status: 'requested' } });
    const { calls } = answerCallable('requestBackInStockNotice', held.reply);
    const { field, user } = await renderSoldOut();

    await user.type(field, ' ada@example.com {Enter}');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    held.release();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(thanks);
    expect(status).toHaveFocus();
    expect(calls).toEqual([
      {
        email: 'ada@example.com',
        productHandle: 'mullein-lung-support',
        productTitle: 'Mullein Lung Support',
      },
    ]);
  });

  it('says so when the address had asked already', async () => {
    answerCallable('requestBackInStockNotice', () => ({ result: { status: 'already-requested' } }));
    const { field, button, user } = await renderSoldOut();
    await user.type(field, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ada@example.com is already on the list for Mullein Lung Support. We’ll email you when it’s back in stock.',
    );
  });

  it('asks for a real address before sending anything', async () => {
    const { calls } = answerCallable('requestBackInStockNotice', () => ({ result: { status: 'requested' } }));
    const { field, button, user } = await renderSoldOut();
    await user.type(field, 'ada@');
    await user.click(button);

    expect(field).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the store fails',
      {
        status: 'INTERNAL',
        message: 'We could not keep your request right now. Please try again in a moment.',
      },
    ],
    [
      'the shopper asked too often',
      {
        status: 'RESOURCE_EXHAUSTED',
        message: 'Too many requests for stock notices in a short time. Please try again in an hour.',
      },
    ],
  ] as const)('says why when %s, keeps the address and thanks no one', async (_case, error) => {
    answerCallable('requestBackInStockNotice', () => ({ error }));
    const { field, button, user } = await renderSoldOut();
    await user.type(field, 'ada@example.com');
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(error.message);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a rate limit that gave no words of its own as one', async () => {
    answerCallable('requestBackInStockNotice', () => new Response('Too Many Requests', { status: 429 }));
    const { field, button, user } = await renderSoldOut();
    await user.type(field, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests for stock notices in a short time. Please try again in an hour.',
    );
  });

  it('is kept by the local services’ own Function', async () => {
    const { field, button, user } = await renderSoldOut();
    await user.type(field, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByRole('status', {}, pageLoad)).toHaveTextContent(thanks);
  });
});
