import { Box, Typography } from '@mui/material';

/** The top of a content page: its one h1 and, when the page has one, the introduction below it. */
export function PageHeading({ title, intro }: { title: string; intro?: string | null }) {
  return (
    <Box sx={{ mb: { xs: 4, md: 6 }, maxWidth: 780 }}>
      <Typography variant="h1" component="h1" sx={{ mb: intro ? 2 : 0 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body1" color="textSecondary" sx={{ fontSize: '1.15rem', lineHeight: 1.7 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
