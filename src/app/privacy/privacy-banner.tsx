/**
 * The privacy question: what the store sends to Shopify, and the shopper's answer in one tap
 * (Accept all, Decline: the same size and weight) or per purpose (Choose). It stands at the top of
 * the page, in the page's flow, above the header: it covers nothing and is never in the way of a
 * control, and the shopper can scroll past it and answer later. It takes its room from the first
 * paint, so nothing moves when it shows: the boot script marks <html data-privacy-asking> with the
 * region's rule before the page is shown (src/lib/hydration/boot.js), and until the app has
 * hydrated that mark alone decides whether it shows and which words it says. From then on the
 * shopper's answer does. It goes away once answered; "Privacy choices" in the footer brings it back.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ACCEPT_ALL, DECLINE_ALL, type PrivacyChoices, type PrivacyRegion } from '../../domain/consent';
import { useToast } from '../../components/toast';
import {
  answerPrivacy,
  PRIVACY_CHOICES_BUTTON_ID,
  setPanelOpen,
  usePrivacy,
} from '../../components/privacy/privacy-store';

const summary: Record<PrivacyRegion, string> = {
  'consent-first':
    'May the store tell Shopify how you use it (pages and products you view, searches, what you add to ' +
    'the cart) so that we can make it better? Nothing is sent until you accept.',
  'decline-any-time':
    'The store tells Shopify how you use it (pages and products you view, searches, what you add to the ' +
    'cart) so that we can make it better, unless you decline. Marketing and sharing with partners stay ' +
    'off unless you accept them.',
};
const REGIONS = Object.keys(summary) as PrivacyRegion[];

/** The choice per purpose: loaded when the shopper asks to choose. */
const PrivacyPurposes = lazy(() => import('./privacy-purposes'));

export function PrivacyBanner() {
  const { known, region, answer, choices, asking } = usePrivacy();
  if (known && !asking) return null;
  return <PrivacyQuestion known={known} region={region} reopened={answer !== null} choices={choices} />;
}

interface PrivacyQuestionProps {
  /** False while a prerendered page hydrates: the boot script's mark decides, not the answer. */
  known: boolean;
  region: PrivacyRegion;
  /** Asked for again from the footer: straight to the choice per purpose, as the shopper left it. */
  reopened: boolean;
  choices: PrivacyChoices;
}

function PrivacyQuestion({ known, region, reopened, choices }: PrivacyQuestionProps) {
  const [choosing, setChoosing] = useState(reopened);
  const [draft, setDraft] = useState<PrivacyChoices>(choices);
  const toast = useToast();
  const titleId = useId();
  const question = useRef<HTMLElement>(null);
  // Asked for again from the footer: the keyboard (and the view) goes to it.
  useEffect(() => {
    if (reopened) question.current?.focus();
  }, [reopened]);

  /** The focus is on the button pressed, which is about to go: it moves back to where the shopper was. */
  function close(after: () => void) {
    const hadFocus = question.current?.contains(document.activeElement) ?? false;
    after();
    if (!hadFocus) return;
    const target = document.getElementById(reopened ? PRIVACY_CHOICES_BUTTON_ID : 'main');
    target?.focus({ preventScroll: !reopened });
  }

  function decide(next: PrivacyChoices) {
    close(() => answerPrivacy(next));
    toast({ title: 'Your privacy choices are saved', variant: 'success' });
  }

  // Until hydrated, both regions' words are in the page and the boot script's mark shows one.
  const regions = known ? [region] : REGIONS;
  // Accept all and Decline alike: one look, so neither is the easier tap.
  const answerButton = { variant: 'contained', color: 'primary' } as const;

  return (
    <Box
      ref={question}
      component="section"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outlineOffset: -3 },
        ...(!known && { 'html:not([data-privacy-asking]) &': { display: 'none' } }),
      }}
    >
      <Box
        sx={{
          maxWidth: 'lg',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 1.5, md: 2 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: { xs: 1.25, md: 3 },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.4 }}
          >
            Your privacy choices
          </Typography>
          {regions.map((shown) => (
            <Typography
              key={shown}
              variant="body2"
              sx={
                known ? undefined : { [`html:not([data-privacy-asking="${shown}"]) &`]: { display: 'none' } }
              }
            >
              {summary[shown]}{' '}
              <Link component={RouterLink} to={paths.privacy}>
                Privacy Policy
              </Link>
            </Typography>
          ))}
          {choosing && (
            <Suspense fallback={null}>
              <PrivacyPurposes choices={draft} onChange={setDraft} />
            </Suspense>
          )}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          <Button {...answerButton} onClick={() => decide(ACCEPT_ALL)}>
            Accept all
          </Button>
          <Button {...answerButton} onClick={() => decide(DECLINE_ALL)}>
            Decline
          </Button>
          {choosing ? (
            <Button variant="outlined" onClick={() => decide(draft)}>
              Save my choices
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => setChoosing(true)}>
              Choose
            </Button>
          )}
          {reopened && (
            <Button variant="text" onClick={() => close(() => setPanelOpen(false))}>
              Close
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
