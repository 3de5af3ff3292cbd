import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from '@mui/material';
import { StoreDialog } from '../../../components/store-dialog';
import { useToast } from '../../../components/toast';
import type { CartLinkRequest } from '../../../domain/cart-link';
import { variantOffer } from '../../../domain/subscriptions';
import { productSubscriptionsQueryOptions, variantToAddQueryOptions } from '../../../lib/shopify';
import { lineName } from '../../../domain/cart-display';

export interface AddFromLinkQuestionProps {
  request: CartLinkRequest;
  /** The shopper's answer; also `false` when the link names nothing the store can offer. */
  onAnswer: (add: boolean) => void;
}

/**
 * "Add {product} to your cart?" for a link from another site to `/cart?add=`: the product (and the
 * subscription) the link names, looked up and named, with Add to Cart and No thanks. A link that
 * names no product of the shop, or a plan the product is not sold on, is answered with a toast
 * and changes nothing. Load it lazily (`React.lazy` of this module's default export).
 */
export function AddFromLinkQuestion({ request, onAnswer }: AddFromLinkQuestionProps) {
  const textId = useId();
  const toast = useToast();
  const variant = useQuery(variantToAddQueryOptions(request.variantId));
  const handle = variant.data?.productHandle;
  const offer = useQuery({
    ...productSubscriptionsQueryOptions(handle ?? ''),
    enabled: request.sellingPlanId !== undefined && handle !== undefined,
  });
  const plan = offer.data
    ? variantOffer(offer.data, request.variantId).plans.find(
        (candidate) => candidate.id === request.sellingPlanId,
      )
    : undefined;
  const planKnown = request.sellingPlanId === undefined || offer.isSuccess;

  const refusal =
    variant.isError || offer.isError
      ? 'We could not look up the product this link names. Nothing was added to your cart.'
      : variant.data === null
        ? 'That link does not name a product we can add to your cart.'
        : planKnown && request.sellingPlanId !== undefined && !plan
          ? 'That link does not name a subscription we offer. Nothing was added to your cart.'
          : null;

  useEffect(() => {
    if (refusal === null) return;
    toast({ title: refusal, variant: 'warning' });
    onAnswer(false);
  }, [refusal, toast, onAnswer]);

  if (!variant.data || !planKnown || refusal !== null) return null;
  const name = lineName(variant.data);
  return (
    <StoreDialog
      open
      onClose={() => onAnswer(false)}
      title={`Add ${name} to your cart?`}
      describedBy={textId}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={() => onAnswer(false)}>No thanks</Button>
          <Button variant="contained" onClick={() => onAnswer(true)}>
            Add to Cart
          </Button>
        </>
      }
    >
      <Typography id={textId}>
        A link you followed asks to add {plan ? `${name} on a subscription (${plan.name})` : `one ${name}`} to
        your cart. Nothing is added unless you choose Add to Cart.
      </Typography>
    </StoreDialog>
  );
}

export default AddFromLinkQuestion;
