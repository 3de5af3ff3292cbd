import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Product } from '../../domain/commerce';
import { keyBenefits } from './key-benefits';

interface ProductAboutProps {
  product: Product;
  /** The level of the two section headings: h3 inside a dialog, h2 on the product page. */
  headingLevel?: 'h2' | 'h3';
}

/** "About This Product" with the benefit text, and the "Key Benefits" checklist. */
export function ProductAbout({ product, headingLevel = 'h3' }: ProductAboutProps) {
  const headingSx = { fontSize: '1.2rem', mb: 1 } as const;
  return (
    <Stack spacing={3}>
      <section>
        <Typography variant="h3" component={headingLevel} sx={headingSx}>
          About This Product
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {product.benefit}
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
              <span>{benefit}</span>
            </Box>
          ))}
        </Box>
      </section>
    </Stack>
  );
}
