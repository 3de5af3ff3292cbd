import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { catalogue } from '../../../mocks/data/catalogue';
import { pageLoad, renderInStore } from '../../components/testing/render-routes';
import { CollectionDialog } from './collection-dialog';

/** A page with a shop button, as the condition and learn pages open the dialog through the shell. */
function CollectionButton({
  title,
  handle,
  titleHidden,
}: {
  title: string;
  handle: string;
  titleHidden?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Shop
      </button>
      <CollectionDialog
        open={open}
        title={title}
        titleHidden={titleHidden}
        handle={handle}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function openCollection(
  title = 'Shop Our Collection',
  handle = 'blood-sugar-support',
  titleHidden?: boolean,
) {
  const rendered = renderInStore(
    <CollectionButton title={title} handle={handle} titleHidden={titleHidden} />,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Shop' }, pageLoad));
  return { ...rendered, user, dialog: await screen.findByRole('dialog', { name: title }) };
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('CollectionDialog', { timeout: 60_000 }, () => {
  it("is named by its title and lists the collection's products with their two buttons", async () => {
    const { dialog } = await openCollection();
    const products = await within(dialog).findAllByRole('article', {}, pageLoad);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(within(product).getByRole('link', { name: /^View product/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/products\/[a-z0-9-]+$/),
      );
      expect(within(product).getByRole('button', { name: /^(Add to cart|Notify me)$/ })).toBeInTheDocument();
    }
    const names = products.map((product) => within(product).getByRole('heading').textContent);
    const bloodSugar = catalogue.filter((product) => product.tags.includes('blood-sugar'));
    expect(names.toSorted()).toEqual(bloodSugar.map((product) => product.title).toSorted());
  });

  it("keeps a condition page's title for assistive technology only, as the spec's visually hidden title", async () => {
    const { dialog } = await openCollection('Shop Our Collection', 'blood-sugar-support', true);
    const title = within(dialog).getByRole('heading', { name: 'Shop Our Collection' });
    expect(title).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('takes the learn page\'s "{topic} Products" title as its name', async () => {
    const { dialog } = await openCollection('Blood Pressure Management Products', 'blood-pressure-support');
    expect(dialog).toHaveAccessibleName('Blood Pressure Management Products');
    expect((await within(dialog).findAllByRole('article', {}, pageLoad)).length).toBeGreaterThan(0);
  });

  it('adds a product to the cart and opens the cart drawer, once an age-restricted one has a date of birth', async () => {
    const { dialog, user, shellActions, queryClient } = await openCollection();
    shellActions.askAge.mockResolvedValue('1990-07-24');
    const [first] = await within(dialog).findAllByRole('button', { name: 'Add to cart' }, pageLoad);
    await user.click(first!);
    await waitFor(() => expect(shellActions.openCart).toHaveBeenCalledTimes(1), pageLoad);
    // The cart opens at once; the test ends once Shopify has made it (a cart made later would be the next test's).
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), pageLoad);
    // Berberine Blood Sugar Support is sold for weight management too: asked before it is added.
    expect(shellActions.askAge).toHaveBeenCalledWith({
      productNames: ['Berberine Blood Sugar Support'],
      action: 'add',
    });
  });

  it('adds nothing when the age question is not answered with 18 or more', async () => {
    const { dialog, user, shellActions, queryClient } = await openCollection();
    const [first] = await within(dialog).findAllByRole('button', { name: 'Add to cart' }, pageLoad);
    await user.click(first!);
    await waitFor(() => expect(shellActions.askAge).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(first).toBeEnabled());
    expect(shellActions.openCart).not.toHaveBeenCalled();
    expect(queryClient.isMutating()).toBe(0);
    expect(localStorage.getItem('shopifyCartId')).toBeNull();
  });

  it('goes to the product page from "View product" and closes', async () => {
    const { dialog, user, router } = await openCollection();
    const [first] = await within(dialog).findAllByRole('link', { name: /^View product/ }, pageLoad);
    const href = first!.getAttribute('href');
    await user.click(first!);
    expect(router.state.location.pathname).toBe(href);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from its Close button and releases its content', async () => {
    const { dialog, user } = await openCollection();
    await within(dialog).findAllByRole('article', {}, pageLoad);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryAllByRole('article', { hidden: true })).toHaveLength(0);
    expect(document.body).not.toHaveTextContent('View product');
  });

  it('closes with Escape', async () => {
    const { user } = await openCollection();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the products cannot be loaded, and loads them on "Try again"', async () => {
    let failing = true;
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const body = (await request.clone().json()) as { query: string };
        if (failing && body.query.includes('query Collection')) return HttpResponse.error();
        return undefined;
      }),
    );
    const { dialog, user } = await openCollection();
    expect(
      await within(dialog).findByText("We couldn't load these products", {}, pageLoad),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findAllByRole('article', {}, pageLoad)).length).toBeGreaterThan(0);
  });
});
