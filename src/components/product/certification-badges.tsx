import { Box } from '@mui/material';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

interface CertificationBadgesProps {
  certifications: readonly string[];
  /** How many to show (the shop card shows 3, a recommendation card 2); all by default. */
  max?: number;
}

/**
 * A product's certifications ("Third-Party Tested", "Non-GMO") as a short list of badges: outlined
 * labels in the look of MUI's small Chip, without the Chip (nothing here is clickable or deletable,
 * and a grid of cards is lighter without it).
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
      {shown.map((certification) => (
        <Box
          component="li"
          key={certification}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            minHeight: 24,
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
          <VerifiedOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
          {certification}
        </Box>
      ))}
    </Box>
  );
}
