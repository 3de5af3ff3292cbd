import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { planPerDelivery, type SubscriptionOffer } from '../../../domain/subscriptions';
import { formatMoney } from '../../../domain/money';
import { chosenPlan, type PurchaseChoiceProps } from '../../../components/purchase/purchase-choice';
import { RenewalTerms } from '../../../components/purchase/renewal-terms';
import { planIntervalWords, planPriceWords } from '../../../components/purchase/subscription-words';

export interface CompactPurchaseChoiceProps extends Omit<PurchaseChoiceProps, 'offer'> {
  /** Null while the offer loads: the field waits, disabled, in the space it will take. */
  offer: SubscriptionOffer | null;
}

/**
 * The same choice in one field, for a product card: "One-time purchase" or a plan, with what the
 * chosen option costs beneath. The field is sent with the Add to Cart form as `plan=` (empty for a
 * one-time purchase).
 */
export function CompactPurchaseChoice({ offer, price, value, onChange, formId }: CompactPurchaseChoiceProps) {
  const id = useId();
  const plan = offer && value.subscribe ? chosenPlan(offer, value.planId) : null;
  return (
    <Box>
      <Box
        component="label"
        htmlFor={`${id}-choice`}
        sx={{ display: 'block', typography: 'body2', fontWeight: 600, mb: 0.5 }}
      >
        Purchase option
      </Box>
      <Box
        component="select"
        id={`${id}-choice`}
        name="plan"
        form={formId}
        disabled={!offer}
        value={plan?.id ?? ''}
        onChange={(event) => {
          const planId = event.currentTarget.value;
          onChange(planId ? { subscribe: true, planId } : { ...value, subscribe: false });
        }}
        aria-describedby={`${id}-price`}
        className="store-field store-field--full"
      >
        {!offer?.requiresSellingPlan && <option value="">One-time purchase</option>}
        {offer?.plans.map((option) => (
          <option key={option.id} value={option.id}>
            {`Subscribe & save, ${planIntervalWords(option)}`}
          </option>
        ))}
      </Box>
      <Typography
        id={`${id}-price`}
        variant="body2"
        color="textSecondary"
        sx={{ mt: 0.5, minHeight: '1.5em' }}
      >
        {plan ? planPriceWords(price, plan) : offer ? `${formatMoney(price)} once` : ''}
      </Typography>
      {plan && <RenewalTerms perDelivery={planPerDelivery(price, plan)} plan={plan} />}
    </Box>
  );
}
