import { Box, Container, Divider, Typography } from '@mui/material';
import { CLAIM_SYMBOL, FDA_STATEMENT_ID } from '../../components/claim-mark';
import { ContentIcon } from '../../components/content-icon';
import { PrivacyChoicesButton } from '../privacy/privacy-choices';
import { ProofLink } from '../../components/quality-proof';
import { useShopperYear } from './use-shopper-year';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { FooterColumns } from './footer-columns';
import { SocialLinks } from './social-links';

const badgeStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 0.75,
  borderRadius: 99,
  bgcolor: 'background.paper',
  fontWeight: 600,
  fontSize: '0.875rem',
} as const;

/** A quality badge; one the store proves on a page ("Third-Party Tested": the lab results) links there. */
function QualityBadge({ label, icon }: { label: string; icon: string }) {
  return (
    <li>
      <ProofLink label={label} color="text.primary" sx={badgeStyle}>
        <ContentIcon name={icon} fontSize="small" color="secondary" />
        {label}
      </ProofLink>
    </li>
  );
}

/** The footer: brand, link columns, social links, quality badges, the FDA disclaimer and copyright. */
export function SiteFooter() {
  const settings = useSiteSettings();

  return (
    <Box component="footer" sx={{ bgcolor: 'background.sand', pt: { xs: 5, md: 7 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <div>
            <Typography
              sx={{
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontWeight: 700,
                fontSize: '1.35rem',
              }}
            >
              {settings.brandName}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 360 }}>
              {settings.tagline}
            </Typography>
            <SocialLinks links={settings.socialLinks} />
          </div>
          <FooterColumns columns={settings.footerColumns} />
        </Box>

        <Box
          component="ul"
          aria-label="Quality badges"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, mt: 5, mb: 3 }}
        >
          {settings.badges.map((badge) => (
            <QualityBadge key={badge.label} label={badge.label} icon={badge.icon} />
          ))}
        </Box>

        {/* The statement every † on the page leads to: focusable, so following one lands here, and
            kept clear of the sticky header. */}
        <Typography
          id={FDA_STATEMENT_ID}
          tabIndex={-1}
          variant="body2"
          color="text.secondary"
          sx={{ mb: 3, maxWidth: 900, scrollMarginTop: 128 }}
        >
          {CLAIM_SYMBOL} {settings.fdaDisclaimer}
        </Typography>
        <Divider />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            © <CurrentYear /> {settings.brandName}. All rights reserved.
          </Typography>
          <PrivacyChoicesButton />
        </Box>
      </Container>
    </Box>
  );
}

/** The year on the shopper's clock: its own component, so learning that clock re-renders only it. */
function CurrentYear() {
  return useShopperYear();
}
