import { useSuspenseQuery } from '@tanstack/react-query';
import { Container, Grid, Paper, Typography } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { contactPageQueryOptions } from '../../lib/sanity/queries/contact';
import { criticalData } from '../../lib/route-data';
import { ContactCards } from './components/contact/contact-cards';
import { ContactForm } from './components/contact/contact-form';

export const clientLoader = criticalData(contactPageQueryOptions);

export function Component() {
  const page = useSuspenseQuery(contactPageQueryOptions).data;
  const { contact } = useSiteSettings();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <PageHeading title={page.title} intro={page.intro} />
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContactCards contact={contact} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper
            component="section"
            aria-labelledby="contact-form-title"
            variant="outlined"
            sx={{ p: { xs: 3, md: 4 } }}
          >
            <Typography id="contact-form-title" variant="h3" component="h2" sx={{ mb: 1 }}>
              {page.formTitle}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              {page.replyPromise}
            </Typography>
            <ContactForm page={page} supportEmail={contact.email} />
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
