import { useEffect } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { NoScriptNote } from '../../components/no-script-note';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/firebase/auth-context';
import { adminQueryKey } from '../../lib/firebase/queries/admin-inbox';
import { BackInStockPanel } from './components/back-in-stock-panel';
import { ContactMessagesPanel } from './components/contact-messages-panel';
import { NewsletterPanel } from './components/newsletter-panel';
import { ReviewsPanel } from './components/reviews-panel';
import { StorefrontEventsPanel } from './components/storefront-events-panel';

const title = 'Admin';

/**
 * /admin: contact messages, product reviews, newsletter subscribers and back-in-stock requests, for
 * admins. Guests are sent to Login (and back here after it); a signed-in shopper who is not an
 * admin is told so.
 * The page is a convenience: every Function it calls checks the admin role again on the server.
 */
export function Component() {
  const { user, session, isAdmin, loading, checkingAdmin } = useAuth();
  const queryClient = useQueryClient();

  // What an admin read stays with the admin: signing out forgets it.
  useEffect(() => {
    if (!loading && !isAdmin && !checkingAdmin) queryClient.removeQueries({ queryKey: adminQueryKey });
  }, [loading, isAdmin, checkingAdmin, queryClient]);

  let body;
  if (loading || checkingAdmin) {
    body = <Typography aria-busy="true">Checking your account…</Typography>;
  } else if (!user) {
    return <Navigate to={paths.authThen(paths.admin)} replace />;
  } else if (!isAdmin) {
    body = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography role="alert">You are not allowed to see this page.</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Back to the store
        </Button>
      </Box>
    );
  } else {
    body = (
      <>
        <ContactMessagesPanel />
        <ReviewsPanel />
        <NewsletterPanel />
        <BackInStockPanel />
        {session && <StorefrontEventsPanel session={session} />}
        <Box component="section" aria-labelledby="admin-community-title">
          <Typography id="admin-community-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
            Community lists
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Events, caregiver resources and support groups are refreshed from their feeds with the Update
            buttons next to each list on the community page.
          </Typography>
          <Button component={RouterLink} to={paths.community} variant="outlined">
            Refresh the community lists
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta
        title={title}
        description="Contact messages, product reviews, newsletter subscribers, back-in-stock requests and recent storefront events."
        noindex
      />
      <PageHeading title={title} />
      {body}
      <NoScriptNote>The admin page needs JavaScript.</NoScriptNote>
    </Container>
  );
}
