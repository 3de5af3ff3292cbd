import { Box, Typography } from '@mui/material';
import { PurchaseChoice } from '../../../components/purchase/purchase-choice';
import { PurchaseButtons } from '../../../components/purchase/purchase-buttons';
import { StickyBuyBar } from './sticky-buy-bar';
import {
  usePurchaseChoice,
  type ProductPurchaseProps,
} from '../../../components/purchase/use-purchase-choice';

/**
 * The ways to buy one product with its Subscribe & save choice (the radio group of the product
 * page and the detail dialog), which Add to Cart and Buy Now then take. A product without plans
 * shows the buttons alone. The product page has the offer before its first paint; the dialog asks
 * for it as it opens, in a placeholder the choice's size.
 */
export function ProductPurchase({
  withStickyBar = false,
  ...props
}: ProductPurchaseProps & {
  /** Keeps an Add to Cart within reach on a phone once this one scrolls away (the product page). */
  withStickyBar?: boolean;
}) {
  const { variant, offer, loading, failed, value, onChange, formId, buttons } = usePurchaseChoice(
    props.product,
  );
  return (
    <>
      {variant &&
        (loading ? (
          // The choice's own height (a product without plans then gives the space up).
          <Box
            role="status"
            aria-label="Loading the purchase options"
            sx={{ height: 228, borderRadius: 2, bgcolor: 'action.hover' }}
          />
        ) : offer ? (
          <PurchaseChoice
            offer={offer}
            price={variant.price}
            value={value}
            onChange={onChange}
            formId={formId}
            tools={props.tools}
          />
        ) : (
          failed && (
            <Typography variant="body2" color="textSecondary">
              Subscribe & save could not be loaded; you can buy this product once.
            </Typography>
          )
        ))}
      <PurchaseButtons {...props} {...buttons} />
      {withStickyBar && variant && <StickyBuyBar product={props.product} formId={formId} />}
    </>
  );
}
