import { Box, Chip } from '@mui/material';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

interface CertificationBadgesProps {
  certifications: readonly string[];
  /** How many to show (the shop card shows 3, a recommendation card 2); all by default. */
  max?: number;
}

/** A product's certifications ("Third-Party Tested", "Non-GMO") as a short list of badges. */
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
        <li key={certification}>
          <Chip
            size="small"
            variant="outlined"
            color="secondary"
            icon={<VerifiedOutlinedIcon aria-hidden />}
            label={certification}
            sx={{ fontWeight: 600 }}
          />
        </li>
      ))}
    </Box>
  );
}
