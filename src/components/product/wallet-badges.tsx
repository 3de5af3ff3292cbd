import { useId } from 'react';

/** The express wallets Shopify's checkout offers, drawn as text marks (no third-party images). */
const wallets = [
  { name: 'Shop Pay', color: '#5a31f4' },
  { name: 'Apple Pay', color: '#000000' },
  { name: 'Google Pay', color: '#3c4043' },
  { name: 'PayPal', color: '#003087' },
] as const;

/** "Pay with" and the wallets accepted at checkout (styled by the store's classes, src/app/product-classes.ts). */
export function WalletBadges() {
  const labelId = useId();
  return (
    <div className="wallet-badges">
      <span id={labelId} className="wallet-badges__label">
        Pay with
      </span>
      <ul aria-labelledby={labelId}>
        {wallets.map((wallet) => (
          <li key={wallet.name} style={{ color: wallet.color }}>
            {wallet.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
