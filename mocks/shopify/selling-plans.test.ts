/** Subscribe & save in the mock Storefront API's carts: priced on the plan, refused on a wrong plan. */
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockCarts } from './carts';
import { runStorefrontRequest } from './storefront';

// CoQ10: 60 softgels, one a day, so a 60-day bottle: delivered every 60 or 90 days, never every 30.
const coq10 = 'gid://shopify/ProductVariant/24001';
const every30Days = 'gid://shopify/SellingPlan/1001';
const every60Days = 'gid://shopify/SellingPlan/1002';
const powderPlan = 'gid://shopify/SellingPlan/2001';

const cartCreate = `mutation ($lines: [CartLineInput!]) {
  cartCreate(input: { lines: $lines }) {
    cart {
      totalQuantity
      cost { subtotalAmount { amount } }
      lines(first: 10) {
        nodes {
          quantity
          cost { amountPerQuantity { amount } totalAmount { amount } }
          sellingPlanAllocation {
            sellingPlan { id name }
            priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } }
          }
        }
      }
    }
    userErrors { code field message }
  }
}`;

type Answer = {
  data: {
    cartCreate: {
      cart: {
        totalQuantity: number;
        cost: { subtotalAmount: { amount: string } };
        lines: { nodes: Record<string, unknown>[] };
      } | null;
      userErrors: { code: string; field: string[]; message: string }[];
    };
  };
};

const create = async (lines: unknown[]) =>
  ((await runStorefrontRequest({ query: cartCreate, variables: { lines } })) as unknown as Answer).data
    .cartCreate;

beforeEach(() => resetMockCarts());

describe('a cart line on a selling plan', () => {
  it('costs the plan price and says which plan it is on', async () => {
    const { cart, userErrors } = await create([
      { merchandiseId: coq10, quantity: 2, sellingPlanId: every60Days },
    ]);
    expect(userErrors).toEqual([]);
    const [line] = cart!.lines.nodes;
    // CoQ10 is $199.99 one time; 15% off is $169.99 a delivery.
    expect(line).toMatchObject({
      quantity: 2,
      cost: { amountPerQuantity: { amount: '169.99' }, totalAmount: { amount: '339.98' } },
      sellingPlanAllocation: {
        sellingPlan: { id: every60Days, name: 'Delivery every 60 days, save 15%' },
        priceAdjustments: [
          {
            price: { amount: '169.99' },
            compareAtPrice: { amount: '199.99' },
            perDeliveryPrice: { amount: '169.99' },
          },
        ],
      },
    });
  });

  it('keeps a subscription and a one-time purchase of the same item apart', async () => {
    const { cart } = await create([
      { merchandiseId: coq10, quantity: 1, sellingPlanId: every60Days },
      { merchandiseId: coq10, quantity: 1 },
    ]);
    expect(cart!.lines.nodes).toHaveLength(2);
    expect(cart!.cost.subtotalAmount.amount).toBe('369.98');
    expect(cart!.lines.nodes[1]).toMatchObject({ sellingPlanAllocation: null });
  });

  it.each([
    ['a plan of another group', powderPlan],
    ['a plan that delivers before the bottle runs out', every30Days],
    ['an unknown plan', 'gid://shopify/SellingPlan/999999'],
    ['an id that is no selling plan', 'gid://shopify/Product/24'],
  ])('is refused with Shopify’s error for %s, and no cart is made', async (_, sellingPlanId) => {
    const { cart, userErrors } = await create([{ merchandiseId: coq10, quantity: 1, sellingPlanId }]);
    expect(cart).toBeNull();
    expect(userErrors).toEqual([
      {
        code: 'SELLING_PLAN_NOT_APPLICABLE',
        field: ['input', 'lines', '0', 'sellingPlanId'],
        message: 'The selling plan is not applicable to the merchandise.',
      },
    ]);
  });
});
