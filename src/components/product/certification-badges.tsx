import { PlainIcon } from '../plain-icon';
import { ProofLink } from '../quality-proof';

/** Material Design's "verified" icon, outlined (the paths of @mui/icons-material's VerifiedOutlined). */
const verifiedOutlined = [
  'M23 11.99 20.56 9.2l.34-3.69-3.61-.82L15.4 1.5 12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 11.99l2.44 2.79-.34 3.7 3.61.82 1.89 3.2 3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-3.95 1.48-.56.65.08.85.18 1.95-1.9.43-.84.19-.44.74-.99 1.68-1.78-.77-.8-.34-.79.34-1.78.77-.99-1.67-.44-.74-.84-.19-1.9-.43.18-1.96.08-.85-.56-.65L3.67 12l1.29-1.48.56-.65-.09-.86-.18-1.94 1.9-.43.84-.19.44-.74.99-1.68 1.78.77.8.34.79-.34 1.78-.77.99 1.68.44.74.84.19 1.9.43-.18 1.95-.08.85.56.65 1.29 1.47z',
  'm10.09 13.75-2.32-2.33-1.48 1.49 3.8 3.81 7.34-7.36-1.48-1.49z',
];

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
            <PlainIcon paths={verifiedOutlined} />
            {certification}
          </ProofLink>
        </li>
      ))}
    </ul>
  );
}
