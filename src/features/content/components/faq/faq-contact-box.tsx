import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { FaqPage } from '../../../../domain/types';

/**
 * Where the FAQ sends a shopper whose question it did not answer: an outlined box and a link in the
 * store's button classes, so that the FAQ's first load carries no MUI component beyond the entry's.
 */
export function FaqContactBox({ page }: { page: FaqPage }) {
  return (
    <Box
      component="section"
      aria-labelledby="faq-contact-title"
      sx={{
        p: { xs: 3, md: 4 },
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    >
      <Typography id="faq-contact-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {page.contactTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {page.contactText}
      </Typography>
      <RouterLink className="button button--contained button--large" to={paths.contact}>
        {page.contactLabel}
      </RouterLink>
    </Box>
  );
}
