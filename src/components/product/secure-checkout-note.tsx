import { Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/** The line under every way to buy: paying happens on Shopify. */
export function SecureCheckoutNote() {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
      <Typography variant="caption" color="text.secondary">
        Secure checkout via Shopify
      </Typography>
    </Stack>
  );
}
