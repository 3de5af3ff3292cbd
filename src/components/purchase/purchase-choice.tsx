import { useId } from 'react';
import type { Money } from '../../domain/commerce';
import { planPerDelivery, type SellingPlan, type SubscriptionOffer } from '../../domain/subscriptions';
import { NoScriptNote } from '../no-script-note';
import { formatMoney } from '../../domain/money';
import { planIntervalWords, planPriceWords, subscribeHeadline } from './subscription-words';
import { RenewalTerms } from './renewal-terms';
import type { PurchaseTools } from './purchase-buttons';

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
  /** What the fields mean as parameters of the Add to Cart form's WebMCP tool (purchase-buttons.tsx). */
  tools?: Pick<PurchaseTools, 'purchase' | 'plan'>;
}

/** The plan `planId` names, or the offer's first (the choice's default interval). */
export const chosenPlan = (offer: SubscriptionOffer, planId: string): SellingPlan =>
  offer.plans.find((plan) => plan.id === planId) ?? (offer.plans[0] as SellingPlan);

/**
 * One-time purchase or Subscribe & save, for the product page and the detail dialog: a radio group
 * whose subscription option says what each delivery costs and saves on the chosen plan, and lets
 * the shopper choose how often it comes. A product sold only by subscription shows the plans alone.
 * Every figure comes from the plan's own adjustment (`planPrice`, `planSaving`). Native fields and
 * plain elements styled by the store's classes (src/app/product-classes.ts): they work before the
 * app and without it, and cost the page no styling work as it hydrates.
 */
export function PurchaseChoice({ offer, price, value, onChange, formId, tools }: PurchaseChoiceProps) {
  const id = useId();
  const plan = chosenPlan(offer, value.planId);
  const headline = subscribeHeadline(offer.plans, price.currencyCode);
  const onlyPlans = offer.requiresSellingPlan;
  return (
    <fieldset className="purchase-choice" toolparamdescription={tools?.purchase}>
      <legend className="purchase-choice__legend">{onlyPlans ? 'Subscription' : 'Purchase options'}</legend>
      <div className="purchase-choice__options">
        {!onlyPlans && (
          <div className="purchase-choice__option">
            <label className="purchase-choice__label">
              <input
                type="radio"
                name="purchase"
                value="once"
                form={formId}
                checked={!value.subscribe}
                onChange={() => onChange({ ...value, subscribe: false })}
                aria-describedby={`${id}-once`}
              />
              One-time purchase
            </label>
            <p id={`${id}-once`} className="purchase-choice__note purchase-choice__indented">
              {formatMoney(price)}
            </p>
          </div>
        )}
        <div className="purchase-choice__option">
          {onlyPlans ? (
            <p className="purchase-choice__headline">{headline}</p>
          ) : (
            <label className="purchase-choice__label">
              <input
                type="radio"
                name="purchase"
                value="subscribe"
                form={formId}
                checked={value.subscribe}
                onChange={() => onChange({ ...value, subscribe: true })}
                aria-describedby={`${id}-plan`}
              />
              {headline}
            </label>
          )}
          <div className={onlyPlans ? undefined : 'purchase-choice__indented'}>
            <p id={`${id}-plan`} className="purchase-choice__note">
              {planPriceWords(price, plan)}
            </p>
            <div className="purchase-choice__interval">
              <label htmlFor={`${id}-interval`}>Delivery</label>
              <select
                id={`${id}-interval`}
                name="plan"
                form={formId}
                toolparamdescription={tools?.plan}
                value={plan.id}
                // Choosing how often is choosing to subscribe.
                onChange={(event) => onChange({ subscribe: true, planId: event.currentTarget.value })}
                className="store-field"
              >
                {offer.plans.map((option) => (
                  <option key={option.id} value={option.id}>
                    {planIntervalWords(option)}
                  </option>
                ))}
              </select>
            </div>
            <div className="purchase-choice__terms">
              <RenewalTerms perDelivery={planPerDelivery(price, plan)} plan={plan} />
            </div>
          </div>
        </div>
      </div>
      <NoScriptNote>
        {onlyPlans
          ? 'Subscribing needs JavaScript.'
          : 'Subscribing needs JavaScript; without it, Buy Now is a one-time purchase.'}
      </NoScriptNote>
    </fieldset>
  );
}
