import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/** The line under every way to buy: paying happens on Shopify. */
export function SecureCheckoutNote() {
  return (
    <p className="secure-checkout-note">
      <LockOutlinedIcon aria-hidden fontSize="inherit" />
      Secure checkout via Shopify
    </p>
  );
}
