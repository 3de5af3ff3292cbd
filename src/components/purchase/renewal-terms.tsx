import type { Money } from '../../domain/commerce';
import { CANCEL_ONLINE, renewalWords, type SellingPlan } from '../../domain/subscriptions';
import { customerAccountLink } from '../customer-account';

/**
 * What a subscription agrees to, said where it is chosen and where it is bought: "Renews every 30
 * days at $25.49 until you cancel. Cancel online any time in your account." (the account is
 * Shopify's customer account, where the shopper cancels).
 */
export function RenewalTerms({
  perDelivery,
  plan,
}: {
  /** What each renewal charges (the plan's price per delivery, times the quantity in a cart). */
  perDelivery: Money;
  plan: Pick<SellingPlan, 'interval' | 'name'>;
}) {
  return (
    <p className="renewal-terms">
      {renewalWords(perDelivery, plan)} {CANCEL_ONLINE.before}{' '}
      {/* A plain link, styled by the browser's own underline: no styling work while the page hydrates.
          Its name says where it opens; its text alone is underlined, right up to the full stop. */}
      <a
        {...customerAccountLink}
        aria-label={`${CANCEL_ONLINE.link} (opens in a new tab)`}
        style={{ color: 'inherit', fontWeight: 600 }}
      >
        {CANCEL_ONLINE.link}
      </a>
      .
    </p>
  );
}
