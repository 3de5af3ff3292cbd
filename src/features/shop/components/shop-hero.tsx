import { Box, Container, Typography } from '@mui/material';
import { PlainIcon } from '../../../components/plain-icon';
import { lockOutlined } from '../../../components/product/secure-checkout-note';

interface ShopHeroProps {
  /** A word above the heading for the shop's other addresses ("Bestsellers", "Bundles"). */
  eyebrow?: string;
}

/**
 * The shop's heading, what it sells, and the promise that paying happens on Shopify. Shorter on a
 * phone, where the first product's Add to Cart should still be on the first screen.
 */
export function ShopHero({ eyebrow }: ShopHeroProps) {
  return (
    <Box component="section" sx={{ bgcolor: 'background.sand', py: { xs: 2.5, sm: 5, md: 7 } }}>
      <Container>
        {eyebrow && (
          <Typography
            component="p"
            sx={{
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: 1,
              textTransform: 'uppercase',
              mb: 1,
            }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ mb: 2 }}>
          Supplements for Our Health
        </Typography>
        <Typography
          color="textSecondary"
          sx={{ fontSize: { xs: '1rem', sm: '1.15rem' }, maxWidth: 720, mb: { xs: 2, sm: 3 } }}
        >
          Science-driven formulas made in a cGMP certified facility and third-party tested, chosen for the
          health needs of our community.
        </Typography>
        <Box
          sx={{
            display: 'inline-flex',
            gap: 1.5,
            alignItems: 'center',
            px: 2,
            py: 1.25,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <PlainIcon paths={lockOutlined} color="secondary" />
          <Typography variant="body2">
            <strong>Secure checkout.</strong> You pay on Shopify&apos;s encrypted checkout; your card details
            never pass through this site.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
