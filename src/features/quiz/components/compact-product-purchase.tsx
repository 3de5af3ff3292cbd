import { CompactPurchaseChoice } from './compact-purchase-choice';
import { PurchaseButtons } from '../../../components/purchase/purchase-buttons';
import {
  usePurchaseChoice,
  type ProductPurchaseProps,
} from '../../../components/purchase/use-purchase-choice';

/**
 * The ways to buy one product on a card, with the Subscribe & save choice as one field. The card
 * asks for the offer as it shows; the field keeps its place meanwhile, and a product without plans
 * gives it up.
 */
export function CompactProductPurchase(props: ProductPurchaseProps) {
  const { variant, offer, loading, value, onChange, formId, buttons } = usePurchaseChoice(props.product);
  return (
    <>
      {variant && (loading || offer) && (
        <CompactPurchaseChoice
          offer={offer}
          price={variant.price}
          value={value}
          onChange={onChange}
          formId={formId}
        />
      )}
      <PurchaseButtons {...props} {...buttons} />
    </>
  );
}
