import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { ProofLink } from '../quality-proof';

interface CertificationBadgesProps {
  certifications: readonly string[];
  /** How many to show (the shop card shows 3, a recommendation card 2); all by default. */
  max?: number;
}

/**
 * A product's certifications ("Third-Party Tested", "Non-GMO") as a short list of badges: outlined
 * labels in the look of MUI's small Chip, without the Chip, as plain elements styled by the theme's
 * classes (src/app/product-classes.ts): a grid of cards costs no styling work per badge. A claim the store
 * proves on a page of its own ("Third-Party Tested": the lab results) links there.
 */
export function CertificationBadges({
  certifications,
  max = certifications.length,
}: CertificationBadgesProps) {
  const shown = certifications.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Certifications" className="certification-badges">
      {shown.map((certification) => (
        <li key={certification}>
          <ProofLink label={certification} className="certification-badges__badge">
            <VerifiedOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
            {certification}
          </ProofLink>
        </li>
      ))}
    </ul>
  );
}
