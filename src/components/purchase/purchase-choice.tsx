import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Money } from '../../domain/commerce';
import { planPerDelivery, type SellingPlan, type SubscriptionOffer } from '../../domain/subscriptions';
import { NoScriptNote } from '../no-script-note';
import { formatMoney } from '../../domain/money';
import { planIntervalWords, planPriceWords, subscribeHeadline } from './subscription-words';
import { RenewalTerms } from './renewal-terms';

/** What the shopper chose: to subscribe or not, and the plan (delivery interval) a subscription takes. */
export interface PurchaseChoiceValue {
  subscribe: boolean;
  planId: string;
}

export interface PurchaseChoiceProps {
  /** An offer with at least one plan. */
  offer: SubscriptionOffer;
  /** The one-time price of the variant bought. */
  price: Money;
  value: PurchaseChoiceValue;
  onChange: (value: PurchaseChoiceValue) => void;
  /**
   * The id of the Add to Cart form: the choice's fields belong to it (`form=`), so a form sent as
   * plain HTML carries the choice to /cart (`purchase=subscribe&plan=…`).
   */
  formId: string;
}

/** The plan `planId` names, or the offer's first (the choice's default interval). */
export const chosenPlan = (offer: SubscriptionOffer, planId: string): SellingPlan =>
  offer.plans.find((plan) => plan.id === planId) ?? (offer.plans[0] as SellingPlan);

// Native fields, styled: they work before the app and without it, and cost the page no component code.
export const fieldSx: SystemStyleObject<Theme> = {
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'grey.500',
  borderRadius: 1,
  minHeight: 40,
  px: 1,
};

const radioSx: SxProps<Theme> = { accentColor: (theme) => theme.palette.primary.main, m: 0 };

const optionSx: SxProps<Theme> = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  px: 2,
  py: 1.5,
  // The chosen option is outlined, as plain HTML too.
  '&:has(input:checked)': {
    borderColor: 'primary.main',
    boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
};

const optionLabelSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  fontWeight: 700,
  cursor: 'pointer',
};

/**
 * One-time purchase or Subscribe & save, for the product page and the detail dialog: a radio group
 * whose subscription option says what each delivery costs and saves on the chosen plan, and lets
 * the shopper choose how often it comes. A product sold only by subscription shows the plans alone.
 * Every figure comes from the plan's own adjustment (`planPrice`, `planSaving`).
 */
export function PurchaseChoice({ offer, price, value, onChange, formId }: PurchaseChoiceProps) {
  const id = useId();
  const plan = chosenPlan(offer, value.planId);
  const headline = subscribeHeadline(offer.plans, price.currencyCode);
  const onlyPlans = offer.requiresSellingPlan;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 1, fontWeight: 700 }}>
        {onlyPlans ? 'Subscription' : 'Purchase options'}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {!onlyPlans && (
          <Box sx={optionSx}>
            <Box component="label" sx={optionLabelSx}>
              <Box
                component="input"
                type="radio"
                name="purchase"
                value="once"
                form={formId}
                checked={!value.subscribe}
                onChange={() => onChange({ ...value, subscribe: false })}
                aria-describedby={`${id}-once`}
                sx={radioSx}
              />
              One-time purchase
            </Box>
            <Typography id={`${id}-once`} variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
              {formatMoney(price)}
            </Typography>
          </Box>
        )}
        <Box sx={optionSx}>
          {onlyPlans ? (
            <Typography sx={{ fontWeight: 700 }}>{headline}</Typography>
          ) : (
            <Box component="label" sx={optionLabelSx}>
              <Box
                component="input"
                type="radio"
                name="purchase"
                value="subscribe"
                form={formId}
                checked={value.subscribe}
                onChange={() => onChange({ ...value, subscribe: true })}
                aria-describedby={`${id}-plan`}
                sx={radioSx}
              />
              {headline}
            </Box>
          )}
          <Box sx={{ pl: onlyPlans ? 0 : 3.5 }}>
            <Typography id={`${id}-plan`} variant="body2" color="text.secondary">
              {planPriceWords(price, plan)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Box component="label" htmlFor={`${id}-interval`} sx={{ typography: 'body2', fontWeight: 600 }}>
                Delivery
              </Box>
              <Box
                component="select"
                id={`${id}-interval`}
                name="plan"
                form={formId}
                value={plan.id}
                // Choosing how often is choosing to subscribe.
                onChange={(event) => onChange({ subscribe: true, planId: event.currentTarget.value })}
                sx={fieldSx}
              >
                {offer.plans.map((option) => (
                  <option key={option.id} value={option.id}>
                    {planIntervalWords(option)}
                  </option>
                ))}
              </Box>
            </Box>
            <Box sx={{ mt: 1 }}>
              <RenewalTerms perDelivery={planPerDelivery(price, plan)} plan={plan} />
            </Box>
          </Box>
        </Box>
      </Box>
      <NoScriptNote>
        {onlyPlans
          ? 'Subscribing needs JavaScript.'
          : 'Subscribing needs JavaScript; without it, Buy Now is a one-time purchase.'}
      </NoScriptNote>
    </Box>
  );
}
