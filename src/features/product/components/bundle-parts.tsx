import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { bundleSaving } from '../../../domain/bundle-price';
import { bundleSavingWords } from '../../../domain/bundle-saving-words';
import type { Product } from '../../../domain/commerce';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../domain/money';

interface BundlePartsProps {
  product: Product;
  /** The section's heading level: h2 on the product page, h3 in the detail dialog. */
  headingLevel: 'h2' | 'h3';
}

/**
 * What a bundle holds: each product, a link to its page with its price, and what the bundle saves
 * against buying them separately, worked out from those prices (`bundleSavingWords`). A bundle that saves
 * nothing says what they cost separately and claims no saving. Nothing for a single product.
 */
export function BundleParts({ product, headingLevel }: BundlePartsProps) {
  const headingId = useId();
  const parts = product.bundleParts;
  const words = bundleSavingWords(product.price, parts);
  if (words === null) return null;
  const saves = bundleSaving(product.price, parts) !== null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 1 }}>
        In This Bundle
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {parts.map((part) => (
          <Box
            component="li"
            key={part.handle}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <RouterLink className="text-link" to={paths.product(part.handle)}>
              {part.title}
            </RouterLink>
            <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(part.price)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 1, fontWeight: saves ? 700 : 400 }}>{words}</Typography>
    </Box>
  );
}
