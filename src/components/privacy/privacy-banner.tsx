/**
 * The privacy banner: what the store sends to Shopify and the shopper's answer in one tap (Accept
 * all, Decline) or per purpose (Choose). It is not a modal: the page stays usable behind it, and it
 * takes no room from the page (it stands over the bottom of the screen). Loaded once the page has
 * hydrated and the shopper has no answer yet, or asks for the choices again from the footer.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import {
  ACCEPT_ALL,
  DECLINE_ALL,
  PRIVACY_PURPOSES,
  type PrivacyChoices,
  type PrivacyRegion,
} from '../../domain/consent';
import { BOTTOM_BAR_SPACE } from '../bottom-bar-space';
import { useToast } from '../toast';
import { answerPrivacy, PRIVACY_CHOICES_BUTTON_ID, setPanelOpen, usePrivacy } from './privacy-store';

const purposes: Record<keyof PrivacyChoices, { label: string; description: string }> = {
  analytics: {
    label: 'Analytics',
    description: 'Pages and products you view, your searches and what you add to the cart, sent to Shopify.',
  },
  marketing: { label: 'Marketing', description: 'Offers and ads measured or chosen from what you do here.' },
  preferences: { label: 'Preferences', description: 'Shopify remembers your settings, such as language.' },
  saleOfData: {
    label: 'Sharing with partners',
    description: 'Selling or sharing your data with third parties.',
  },
};

const summary: Record<PrivacyRegion, string> = {
  'consent-first':
    'With your permission, the store tells Shopify how you use it (pages and products you view, searches, ' +
    'what you add to the cart) so that we can make it better. Nothing is sent until you accept.',
  'decline-any-time':
    'The store tells Shopify how you use it (pages and products you view, searches, what you add to the ' +
    'cart) so that we can make it better, unless you decline. Marketing and sharing with partners stay ' +
    'off unless you accept them.',
};

export default function PrivacyBanner() {
  const { region, answer, choices } = usePrivacy();
  const reopened = answer !== null;
  const [choosing, setChoosing] = useState(reopened);
  const [draft, setDraft] = useState<PrivacyChoices>(choices);
  const toast = useToast();
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  // Asked for again from the footer: the keyboard goes to it (it stands first in the page's order).
  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  /** The focus is on the button pressed, which is about to go: it moves back to where the shopper was. */
  function close(after: () => void) {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    after();
    if (!hadFocus) return;
    const target = document.getElementById(reopened ? PRIVACY_CHOICES_BUTTON_ID : 'main');
    target?.focus({ preventScroll: true });
  }

  function decide(next: PrivacyChoices) {
    close(() => answerPrivacy(next));
    toast({ title: 'Your privacy choices are saved', variant: 'success' });
  }

  return (
    <Paper
      ref={banner}
      component="section"
      aria-labelledby={titleId}
      tabIndex={-1}
      elevation={8}
      sx={{
        position: 'fixed',
        // Over the page's bars (the header, the phone's bottom bar, a product's buy bar); under its
        // dialogs and drawers, which have the shopper's attention while open.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 16 },
        bottom: { xs: `calc(${BOTTOM_BAR_SPACE} + 8px)`, md: 16 },
        maxWidth: 720,
        mx: 'auto',
        maxHeight: { xs: `calc(100vh - ${BOTTOM_BAR_SPACE} - 80px)`, md: 'calc(100vh - 96px)' },
        overflowY: 'auto',
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        Your privacy choices
      </Typography>
      <Typography variant="body2">
        {summary[region]}{' '}
        <Link component={RouterLink} to={paths.privacy}>
          Privacy Policy
        </Link>
      </Typography>
      {choosing && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}>
          <Typography component="legend" variant="subtitle2">
            What you allow
          </Typography>
          {PRIVACY_PURPOSES.map((purpose) => (
            <FormControlLabel
              key={purpose}
              sx={{ display: 'flex', alignItems: 'flex-start', mt: 0.5, mr: 0 }}
              control={
                <Checkbox
                  size="small"
                  checked={draft[purpose]}
                  onChange={(event) => setDraft({ ...draft, [purpose]: event.target.checked })}
                  sx={{ pt: 0.25 }}
                />
              }
              label={
                <Typography variant="body2">
                  <strong>{purposes[purpose].label}</strong>: {purposes[purpose].description}
                </Typography>
              }
            />
          ))}
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={() => decide(ACCEPT_ALL)}>
          Accept all
        </Button>
        <Button variant="outlined" size="small" onClick={() => decide(DECLINE_ALL)}>
          Decline
        </Button>
        {choosing ? (
          <Button variant="outlined" size="small" onClick={() => decide(draft)}>
            Save my choices
          </Button>
        ) : (
          <Button variant="text" size="small" onClick={() => setChoosing(true)}>
            Choose
          </Button>
        )}
        {reopened && (
          <Button variant="text" size="small" onClick={() => close(() => setPanelOpen(false))}>
            Close
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
