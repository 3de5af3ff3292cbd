import { Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { FaqPage } from '../../../../domain/types';

/** Where the FAQ sends a shopper whose question it did not answer. */
export function FaqContactBox({ page }: { page: FaqPage }) {
  return (
    <Paper
      component="section"
      aria-labelledby="faq-contact-title"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'background.default' }}
    >
      <Typography id="faq-contact-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {page.contactTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {page.contactText}
      </Typography>
      <Button component={RouterLink} to={paths.contact} variant="contained" size="large">
        {page.contactLabel}
      </Button>
    </Paper>
  );
}
