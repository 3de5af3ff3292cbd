import { useEffect, useRef } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { needsScript, NoScriptNote } from '../../components/no-script-note';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../../domain/newsletter';
import { CallableFailure, callFailureMessage } from '../../domain/service-failures';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';

const title = 'Unsubscribe';

/** A subscriber id, a dot and a signature, as the welcome email's link carries it. */
const tokenPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const loadNewsletter = () => import('../../lib/firebase/newsletter');

/**
 * /unsubscribe?token=…, the link of every newsletter email. Mail scanners open links to check
 * them, so nothing happens on arrival: the shopper presses Unsubscribe, and the page confirms once
 * the store has answered. The prerendered page cannot know the token; it waits for the app.
 */
export function Component() {
  const { brandName, contact } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const token = searchParams.get('token')?.trim() ?? '';
  const tokenReadable = token.length <= UNSUBSCRIBE_TOKEN_MAX_LENGTH && tokenPattern.test(token);
  const unsubscribe = useMutation({
    mutationFn: async () => (await loadNewsletter()).unsubscribeFromNewsletter(token),
  });
  const outcome = useRef<HTMLDivElement>(null);

  // The button gives way to the confirmation or is disabled while sending: focus follows the answer.
  useEffect(() => {
    if (unsubscribe.isSuccess || unsubscribe.isError) outcome.current?.focus();
  }, [unsubscribe.isSuccess, unsubscribe.isError]);

  const linkRefused =
    !tokenReadable ||
    (unsubscribe.error instanceof CallableFailure && unsubscribe.error.code === 'invalid-argument');
  const contactLine = (
    <Typography>
      If you keep getting emails you did not ask for, write to us at{' '}
      <a href={`mailto:${contact.email}`}>{contact.email}</a> and we will take you off the list.
    </Typography>
  );

  let body;
  if (!hydrated) {
    body = (
      <Typography aria-busy="true" {...needsScript}>
        Loading…
      </Typography>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <Box ref={outcome} tabIndex={-1} role="status" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          You are unsubscribed
        </Typography>
        <Typography>
          You will get no more newsletter emails from {brandName}. Changed your mind? You can sign up again at
          any time.
        </Typography>
      </Box>
    );
  } else if (linkRefused) {
    body = (
      <Box ref={outcome} tabIndex={-1} role="alert" sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {unsubscribe.error instanceof CallableFailure
            ? unsubscribe.error.message
            : 'This unsubscribe link is not complete. Please use the link in your latest email, or contact us.'}
        </Typography>
        {contactLine}
      </Box>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Press Unsubscribe to stop the {brandName} newsletter at the address this link was sent to. Nothing
          changes until you press it.
        </Typography>
        {unsubscribe.isError && (
          <Box ref={outcome} tabIndex={-1} role="alert" sx={{ color: 'error.main' }}>
            <Typography sx={{ fontWeight: 600 }}>{callFailureMessage(unsubscribe.error)}</Typography>
          </Box>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? 'Unsubscribing…' : title}
        </Button>
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta
        title={title}
        description={`Stop the ${brandName} newsletter at the address an email was sent to.`}
        noindex
      />
      <PageHeading title="Unsubscribe from our newsletter" />
      {body}
      <NoScriptNote>
        Unsubscribing needs JavaScript. You can also write to us at {contact.email} and we will take you off
        the list.
      </NoScriptNote>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={paths.home}>
          Back to the store
        </Button>
      </Box>
    </Container>
  );
}
