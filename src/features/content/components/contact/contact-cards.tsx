import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ContentIcon } from '../../../../components/content-icon';
import { telHref } from '../../../../domain/contact-message';
import type { SiteSettings } from '../../../../domain/types';

function ContactCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ mt: 0.25, display: 'flex' }}>
          <ContentIcon name={icon} color="primary" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 0.5 }}>
            {title}
          </Typography>
          <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The ways to reach the store, from the site settings so they match the footer everywhere. */
export function ContactCards({ contact }: { contact: SiteSettings['contact'] }) {
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
      <ContactCard icon="email" title="Email">
        <a className="text-link" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </ContactCard>
      <ContactCard icon="phone" title="Phone">
        <a className="text-link" href={telHref(contact.phone)}>
          {contact.phone}
        </a>
      </ContactCard>
      <ContactCard icon="location" title="Address">
        <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {contact.address}
        </Typography>
      </ContactCard>
      <ContactCard icon="clock" title="Support hours">
        <Typography>{contact.hours}</Typography>
      </ContactCard>
    </Box>
  );
}
