import { Box } from '@mui/material';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { ProofLink } from '../quality-proof';

interface CertificationBadgesProps {
  certifications: readonly string[];
  /** How many to show (the shop card shows 3, a recommendation card 2); all by default. */
  max?: number;
}

const badgeContent = { display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 } as const;

/**
 * A product's certifications ("Third-Party Tested", "Non-GMO") as a short list of badges: outlined
 * labels in the look of MUI's small Chip, without the Chip (a grid of cards is lighter without it).
 * A claim the store proves on a page of its own ("Third-Party Tested": the lab results) links there.
 */
export function CertificationBadges({
  certifications,
  max = certifications.length,
}: CertificationBadgesProps) {
  const shown = certifications.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Certifications"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {shown.map((certification) => {
        return (
          <Box
            component="li"
            key={certification}
            sx={{
              display: 'inline-flex',
              px: 1,
              border: 1,
              borderColor: 'secondary.main',
              borderRadius: 3,
              color: 'secondary.main',
              fontSize: '0.8125rem',
              fontWeight: 600,
              lineHeight: 1.2,
            }}
          >
            <ProofLink label={certification} color="inherit" sx={badgeContent}>
              <VerifiedOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
              {certification}
            </ProofLink>
          </Box>
        );
      })}
    </Box>
  );
}
