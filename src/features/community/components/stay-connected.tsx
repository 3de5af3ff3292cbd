import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { fillTemplate } from '../../../domain/fill-template';
import type { NewsletterSignUpAnswer } from '../../../domain/newsletter';
import type { CommunityPage } from '../../../domain/types';
import { NoScriptNote } from '../../../components/no-script-note';
import { discountCodeLine, useNewsletterSignUp } from '../../../components/newsletter/use-newsletter-sign-up';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';

/**
 * The community newsletter sign-up. A valid address goes to the newsletter Function, and the
 * thanks shows only once it has answered; a failure keeps the address and says why next to it.
 */
export function StayConnected({ copy }: { copy: CommunityPage['stayConnected'] }) {
  const { brandName } = useSiteSettings();
  const [answer, setAnswer] = useState<NewsletterSignUpAnswer>();
  // What the shopper agrees to by subscribing (the editors' words): sent with the sign-up as read.
  const consent = fillTemplate(copy.consent, { brand: brandName });
  const { emailField, submit, sending } = useNewsletterSignUp({
    source: 'community',
    consent,
    onAnswer: setAnswer,
  });
  const thanks = useRef<HTMLDivElement>(null);

  // The form (and the button that had focus) gives way to the thanks, so focus moves there.
  useEffect(() => {
    if (answer) thanks.current?.focus();
  }, [answer]);

  return (
    <Paper
      component="section"
      aria-labelledby="stay-connected-title"
      sx={{ p: { xs: 3, md: 5 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Typography id="stay-connected-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {copy.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 640 }}>{copy.text}</Typography>
      {answer ? (
        <Box
          ref={thanks}
          tabIndex={-1}
          role="alert"
          sx={{
            maxWidth: 640,
            p: 2,
            borderRadius: 1,
            bgcolor: 'success.main',
            color: 'success.contrastText',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {answer.status === 'subscribed'
              ? copy.thanks
              : 'You are already on our list: this address already gets our emails, so nothing changed.'}
          </Typography>
          {answer.discountCode && <Typography>{discountCodeLine(answer)}</Typography>}
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
          <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
            <TextField
              {...emailField}
              id="stay-connected-email"
              label={copy.emailLabel}
              fullWidth
              sx={{
                bgcolor: 'background.paper',
                borderRadius: 1,
                '& .MuiFormHelperText-root': { m: 0, px: 1.5, py: 0.5 },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              color="primary"
              size="large"
              disabled={sending}
              sx={{ flexShrink: 0, height: 56 }}
            >
              {sending ? 'Subscribing…' : copy.buttonLabel}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {consent}
          </Typography>
        </Box>
      )}
      <NoScriptNote onColour>Signing up needs JavaScript.</NoScriptNote>
    </Paper>
  );
}
