import { Box, Typography } from '@mui/material';
import type { LabResultsPage } from '../../../domain/types';
import { RichText } from '../../../lib/sanity/portable-text';

type Section = LabResultsPage['sections'][number];

/** One part of the testing programme (what is tested, by whom, against which limits). */
export function ProgrammeSection({ section, id }: { section: Section; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {section.title}
      </Typography>
      <RichText value={section.body} />
    </Box>
  );
}
