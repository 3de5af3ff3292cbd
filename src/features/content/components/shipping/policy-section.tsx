import { Box, Typography } from '@mui/material';
import type { ShippingPolicy } from '../../../../domain/types';
import { RichText } from '../../../../lib/sanity/portable-text';

type Section = ShippingPolicy['sections'][number];

export function PolicySection({ section, id }: { section: Section; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {section.title}
      </Typography>
      <RichText value={section.body} />
    </Box>
  );
}
