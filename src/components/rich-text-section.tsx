import { Box, Typography } from '@mui/material';
import type { PortableTextContent } from '../domain/types';
// eslint-disable-next-line no-restricted-imports -- Draws Portable Text its caller fetched; asks Sanity nothing.
import { RichText } from '../lib/sanity/portable-text';

/** One titled part of an editor-written page (the shipping policy, the lab testing programme). */
export function RichTextSection({
  section,
  id,
}: {
  section: { title: string; body: PortableTextContent };
  id: string;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {section.title}
      </Typography>
      <RichText value={section.body} />
    </Box>
  );
}
