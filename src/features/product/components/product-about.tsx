import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Product } from '../../../domain/commerce';
import { ClaimMark } from '../../../components/claim-mark';
import { ClaimStatementScope } from '../../../components/claim-statement';
import { keyBenefits } from './key-benefits';

interface ProductAboutProps {
  product: Product;
  /** The level of the two section headings: h3 inside a dialog, h2 on the product page. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Print the FDA statement under the benefits, for their † to lead to. A dialog needs it, since it
   * covers the footer's statement; by default it is printed with h3 headings (in a dialog).
   */
  ownStatement?: boolean;
}

/**
 * "About This Product" with the benefit text, and the "Key Benefits" checklist; each claim carries
 * a † leading to the FDA statement. The store's default list says how products are made, not what
 * they do, so its items carry none.
 */
export function ProductAbout({
  product,
  headingLevel = 'h3',
  ownStatement = headingLevel === 'h3',
}: ProductAboutProps) {
  const headingSx = { fontSize: '1.2rem', mb: 1 } as const;
  const ownBenefits = product.benefits.length > 0;
  const about = (
    <Stack spacing={3}>
      <section>
        <Typography variant="h3" component={headingLevel} sx={headingSx}>
          About This Product
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {product.benefit}
          <ClaimMark />
        </Typography>
      </section>
      <section>
        <Typography variant="h3" component={headingLevel} sx={headingSx}>
          Key Benefits
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {keyBenefits(product).map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
              <span>
                {benefit}
                {ownBenefits && <ClaimMark />}
              </span>
            </Box>
          ))}
        </Box>
      </section>
    </Stack>
  );
  return ownStatement ? <ClaimStatementScope>{about}</ClaimStatementScope> : about;
}
