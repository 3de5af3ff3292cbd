import type { FormEvent, ReactNode } from 'react';
import { paths } from '../../config/paths';
import { isAgeRestricted, MINIMUM_AGE } from '../../domain/age-check';
import type { Product } from '../../domain/commerce';
import { answerAgent } from '../../lib/webmcp/agent-submit';
// eslint-disable-next-line no-restricted-imports -- Builds Buy Now's cart link (it works as HTML); asks Shopify nothing.
import { cartPermalink } from '../../lib/shopify/cart-permalink';
import { NoScriptNote } from '../no-script-note';
import { SoldOut } from './sold-out';
import { purchasableVariant, useProductPurchase, type PurchaseAction } from './use-product-purchase';

interface PurchaseButtonsProps {
  product: Product;
  /** Also offers "Buy Now" (straight to checkout) beside "Add to Cart". */
  withBuyNow?: boolean;
  /** Buy Now under Add to Cart at every width (a card too narrow for both on one line of text). */
  stacked?: boolean;
  size?: 'medium' | 'large';
  /** The Add to Cart button's words ("Add to Cart" by default; the collection dialog says "Add to cart"). */
  addLabel?: string;
  fullWidth?: boolean;
  /** The id of the product's name, so each button is announced with the product it buys. */
  describedBy?: string;
  /** The subscription the shopper chose (a selling plan of the product), or null to buy once. */
  sellingPlanId?: string | null;
  /** The product is sold only by subscription: Buy Now cannot go to a cart permalink. */
  requiresSellingPlan?: boolean;
  /** An id for the Add to Cart form, whose fields may stand outside it (the purchase choice). */
  addFormId?: string;
  /**
   * Offers the two forms to agents in the browser as WebMCP tools (src/lib/webmcp): the product
   * page's own, one per page (features/product/purchase-tools.ts).
   */
  tools?: PurchaseTools;
}

/** A form's WebMCP attributes: what it does, for an agent. The shopper still confirms it (no `toolautosubmit`). */
interface FormTool {
  toolname: string;
  tooldescription: string;
}

/** Add to Cart's and Buy Now's tools, and what the purchase choice's fields (Add to Cart's) mean. */
export interface PurchaseTools {
  add: FormTool;
  buy: FormTool;
  /** The choice between buying once and subscribing. */
  purchase: string;
  /** How often a subscription is delivered. */
  plan: string;
}

const loadCartAnswer = () => import('../../domain/cart-answer');

/**
 * The ways to buy one product. A sold-out product has none: it offers "Notify me" instead
 * (`SoldOut`). While the cart is being updated every button waits (disabled) and the one
 * pressed turns a ring. Plain forms and buttons styled by the store's classes
 * (src/app/button-classes.ts, product-classes.ts): a grid of cards hydrates with no styling work per button.
 *
 * Each way is a form, so it is answered whenever it is pressed: the app handles it once it runs;
 * as plain HTML (before then, or without JavaScript), Buy Now goes to Shopify's cart permalink, and
 * Add to Cart to the cart page, which adds the product once the app runs there (with the
 * subscription the choice's fields name, `plan=`).
 *
 * A cart permalink cannot carry a selling plan (Shopify: "Selling plans don't work with cart
 * permalinks"), so a subscription's Buy Now always goes through the cart, which the app does:
 * it adds the line with its plan and leaves for the cart's checkoutUrl. As plain HTML, Buy Now is
 * a one-time purchase, and a product sold only by subscription has no Buy Now form address. An
 * age-restricted product's Buy Now leads to its age question page, whose form goes on to the permalink.
 *
 * As tools (`tools`), an agent fills the forms (the purchase choice's fields are Add to Cart's),
 * the shopper presses the button, and the agent is told what came of it: the cart, or why not.
 */
export function PurchaseButtons({
  product,
  withBuyNow = false,
  stacked = false,
  size,
  addLabel = 'Add to Cart',
  fullWidth = true,
  describedBy,
  sellingPlanId = null,
  requiresSellingPlan = false,
  addFormId,
  tools,
}: PurchaseButtonsProps) {
  const { addToCart, buyNow, pending } = useProductPurchase();
  // The plan Add to Cart's form names (the purchase choice's fields): what the shopper sees when
  // pressing it, also when an agent filled the fields in without the choice hearing of it.
  const planSent = (form: HTMLFormElement) => {
    const sent = new FormData(form);
    if (!sent.has('plan')) return sellingPlanId;
    return sent.get('purchase') === 'once' ? null : String(sent.get('plan')) || null;
  };
  const variant = purchasableVariant(product);
  if (!variant) return <SoldOut product={product} size={size} describedBy={describedBy} />;

  const form = (action: PurchaseAction, address: string | null, fields: ReactNode, button: ReactNode) => (
    <form
      id={action === 'add' ? addFormId : undefined}
      method="get"
      action={address ?? undefined}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const outcome =
          action === 'add'
            ? addToCart(product, planSent(event.currentTarget))
            : buyNow(product, sellingPlanId);
        answerAgent(event.nativeEvent, async () => (await loadCartAnswer()).purchaseAnswer(await outcome));
      }}
      className={fullWidth ? 'purchase-form purchase-form--full' : 'purchase-form'}
      {...tools?.[action]}
    >
      {fields}
      {button}
    </form>
  );
  const sizeClass = size === 'large' ? ' button--large' : '';
  const widthClass = fullWidth ? ' button--full' : '';
  const button = (action: PurchaseAction, label: string, variant: 'contained' | 'outlined') => {
    const working = pending?.action === action;
    return (
      // The one pressed turns a ring while it works (`aria-busy`, button-classes.ts), as the boot
      // script's held Add to Cart does before the app runs.
      <button
        type="submit"
        className={`button button--${variant}${sizeClass}${widthClass}`}
        disabled={pending !== null}
        aria-busy={working || undefined}
        aria-describedby={describedBy}
      >
        {label}
      </button>
    );
  };

  // An age-restricted product asks the date of birth first: its Add to Cart form says so to the
  // cart page, and its Buy Now, as HTML, leads to a page of its own. The form names the product
  // too, for the cart page to show it while Shopify adds it (src/domain/cart-link.ts).
  const restricted = isAgeRestricted(product);
  const addForm = form(
    'add',
    paths.cart,
    <>
      <input type="hidden" name="add" value={variant.id} />
      {restricted && <input type="hidden" name="minimum-age" value={MINIMUM_AGE} />}
      <input type="hidden" name="product" value={product.handle} />
      <input type="hidden" name="title" value={product.title} />
      <input type="hidden" name="variant-title" value={variant.title} />
    </>,
    button('add', addLabel, 'contained'),
  );
  const permalink =
    withBuyNow && !requiresSellingPlan
      ? restricted
        ? paths.confirmAge(product.handle)
        : cartPermalink(variant.id)
      : null;
  return (
    <>
      {withBuyNow && (permalink || requiresSellingPlan) ? (
        <div className={stacked ? 'purchase-buttons purchase-buttons--stacked' : 'purchase-buttons'}>
          {addForm}
          {form('buy', permalink, null, button('buy', 'Buy Now', 'outlined'))}
        </div>
      ) : (
        addForm
      )}
      <NoScriptNote>
        {permalink
          ? restricted
            ? 'Adding to the cart needs JavaScript; Buy Now asks your date of birth and goes to checkout without it.'
            : 'Adding to the cart needs JavaScript; Buy Now goes straight to checkout without it.'
          : requiresSellingPlan
            ? 'Buying a subscription needs JavaScript.'
            : 'Adding to the cart needs JavaScript; the product page offers Buy Now without it.'}
      </NoScriptNote>
    </>
  );
}
