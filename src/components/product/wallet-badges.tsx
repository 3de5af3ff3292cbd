import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** The express wallets Shopify's checkout offers, drawn as text marks (no third-party images). */
const wallets = [
  { name: 'Shop Pay', color: '#5a31f4' },
  { name: 'Apple Pay', color: '#000000' },
  { name: 'Google Pay', color: '#3c4043' },
  { name: 'PayPal', color: '#003087' },
] as const;

/** "Pay with" and the wallets accepted at checkout. */
export function WalletBadges() {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.75 }}>
      <Typography id={labelId} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        Pay with
      </Typography>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {wallets.map((wallet) => (
          <Box
            component="li"
            key={wallet.name}
            sx={{
              px: 0.75,
              py: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: wallet.color,
              fontSize: '0.7rem',
              fontWeight: 700,
              lineHeight: 1.4,
              whiteSpace: 'nowrap',
            }}
          >
            {wallet.name}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
