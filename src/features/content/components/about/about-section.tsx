import { Box, Typography } from '@mui/material';
import type { AboutPage } from '../../../../domain/types';
import { RichText } from '../../../../lib/sanity/portable-text';

type Section = AboutPage['sections'][number];

export function AboutSection({ section, id }: { section: Section; id: string }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 3, md: 4 }, borderTop: 1, borderColor: 'divider', maxWidth: 880 }}
    >
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      <RichText value={section.body} />
    </Box>
  );
}
