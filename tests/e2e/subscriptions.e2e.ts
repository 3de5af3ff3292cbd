/**
 * Subscribe & save as a shopper uses it: on a product page, the choice between a one-time purchase
 * and a subscription (the interval, the price per delivery and the saving), Add to Cart on the
 * chosen plan, and the plan named in the cart drawer and on /cart at its discounted price, with a
 * checkout whose cart carries the plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, visit, waitForPath } from './page-checks';
import { catalogue } from '../../mocks/data/catalogue';
import { mockConfig } from '../../src/config/env-schema';
import { formatUsd } from '../../src/domain/money';
import { planPrice } from '../../src/domain/subscriptions';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const energy = catalogue.find((product) => product.title === 'Daily Energy B-Complex')!;
const price = energy.variants[0]!.price;
/** The mock shop's capsules save 15% on every delivery. */
const perDelivery = planPrice(price, { adjustment: { kind: 'percentage', percentage: 15 } });
const planName = 'Delivery every 60 days, save 15%';
/** The cart's checkout, at Shopify's address for it, which the local shop serves. */
const checkoutUrl = /\/cart\/c\/[A-Za-z0-9]+\?key=[0-9a-f]+$/;

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const lines = (scope: Locator) => scope.getByRole('list', { name: 'Items in your cart' });

/**
 * The shopper's cart as the Storefront API holds it (what Shopify's checkout will charge): the
 * local services' Storefront API, on the store's own origin.
 */
async function storefrontCart(page: Page) {
  return page.evaluate(
    async ({ token }) => {
      const id = localStorage.getItem('shopifyCartId');
      const response = await fetch('/api/2026-04/graphql.json', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token },
        body: JSON.stringify({
          query: `query SubscriptionCart($id: ID!) { cart(id: $id) { checkoutUrl lines(first: 10) { nodes {
            cost { amountPerQuantity { amount } }
            sellingPlanAllocation { sellingPlan { id name } }
          } } } }`,
          variables: { id },
        }),
      });
      return (await response.json()) as {
        data: {
          cart: {
            checkoutUrl: string;
            lines: {
              nodes: {
                cost: { amountPerQuantity: { amount: string } };
                sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
              }[];
            };
          };
        };
      };
    },
    { token: mockConfig.shopify.storefrontToken },
  );
}

describe.concurrent('Subscribe & save', () => {
  it('adds a product on the chosen plan, shown in the drawer and on /cart at its price per delivery', async () => {
    await visit(browser, `/products/${energy.handle}`, async ({ page }) => {
      await expectMainHeading(page, energy.title);
      const main = page.getByRole('main');
      const choice = main.getByRole('group', { name: 'Purchase options' });
      // One-time purchase is the default, and the choice is in the page as it was prerendered.
      expect(await choice.getByRole('radio', { name: 'One-time purchase' }).isChecked()).toBe(true);

      await choice.getByRole('radio', { name: 'Subscribe & save 15%' }).check();
      await choice.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'every 60 days' });
      await choice
        .getByText(`${formatUsd(perDelivery)} per delivery · save ${formatUsd(price - perDelivery)} (15%)`)
        .waitFor();
      // The terms it renews on, before the purchase, on every surface that sells or holds it.
      const renews = `Renews every 60 days at ${formatUsd(perDelivery)} until you cancel.`;
      await choice.getByText(renews).waitFor();
      await expectNoSeriousAxeViolations(page, 'the product page with Subscribe & save chosen', 'main');

      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await drawer(page).waitFor();
      const drawerLines = lines(drawer(page));
      await drawerLines.getByText(planName).waitFor();
      await drawerLines.getByText(`${formatUsd(perDelivery)} each`).waitFor();
      await drawerLines.getByText(renews).waitFor();

      await drawer(page).getByRole('link', { name: 'View Cart' }).click();
      await waitForPath(page, '/cart');
      await expectMainHeading(page, 'Your Cart');
      const cartLines = lines(page.getByRole('main'));
      await cartLines.getByText(planName).waitFor();
      await cartLines.getByText(`${formatUsd(perDelivery)} each`).waitFor();
      await cartLines.getByText(renews).waitFor();

      // Checkout is the cart's own: Shopify's checkoutUrl of a cart whose line is on the plan.
      const checkout = await page
        .getByRole('main')
        .getByRole('link', { name: 'Checkout' })
        .getAttribute('href');
      expect(checkout).toMatch(checkoutUrl);
      await eventually(async () => {
        const { cart } = (await storefrontCart(page)).data;
        expect(cart.checkoutUrl).toBe(checkout);
        expect(cart.lines.nodes).toEqual([
          {
            cost: { amountPerQuantity: { amount: perDelivery.toFixed(2) } },
            sellingPlanAllocation: { sellingPlan: { id: 'gid://shopify/SellingPlan/1002', name: planName } },
          },
        ]);
      });

      // At the checkout link, the order names the plan and its price per delivery.
      await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL(checkoutUrl);
      await expectMainHeading(page, 'Checkout');
      await page
        .getByRole('list', { name: 'Items in your order' })
        .getByText(`1 × ${formatUsd(perDelivery)} · ${planName}`)
        .waitFor();
      await page.getByRole('list', { name: 'Items in your order' }).getByText(renews).waitFor();
    });
  });
  it('chosen and added before the page answers, waits on the page and goes into the cart on the plan', async () => {
    await visit(
      browser,
      `/products/${energy.handle}`,
      async ({ page, releaseApp }) => {
        const main = page.getByRole('main');
        const choice = main.getByRole('group', { name: 'Purchase options' });
        await choice.getByRole('radio', { name: 'Subscribe & save 15%' }).check();
        await choice.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'every 60 days' });
        const addToCart = main.getByRole('button', { name: 'Add to Cart' });
        await addToCart.click();
        expect(await addToCart.getAttribute('aria-busy'), 'held, working').toBe('true');
        expect(await page.locator('html[data-interactive]').count(), 'before the page answers').toBe(0);
        releaseApp();

        const drawerLines = lines(drawer(page));
        await drawerLines.getByText(planName).waitFor();
        await drawerLines.getByText(`${formatUsd(perDelivery)} each`).waitFor();
        await eventually(async () => {
          const { cart } = (await storefrontCart(page)).data;
          expect(cart.lines.nodes.map((line) => line.sellingPlanAllocation?.sellingPlan.name)).toEqual([
            planName,
          ]);
        });
      },
      { holdApp: true },
    );
  });
});
