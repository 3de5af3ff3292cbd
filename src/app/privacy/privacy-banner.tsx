/**
 * The privacy question: what the store sends to Shopify, and the shopper's answer in one tap
 * (Accept all, Decline: the same size and weight) or per purpose (Choose). It stands at the top of
 * the page, in the page's flow, above the header: it covers nothing and is never in the way of a
 * control, and the shopper can scroll past it and answer later. It takes its room from the first
 * paint, so nothing moves when it shows: the boot script marks <html data-privacy-asking> with the
 * region's rule before the page is shown (src/lib/hydration/boot.js), and until the app has
 * hydrated that mark alone decides whether it shows and which words it says. From then on the
 * shopper's answer does. It goes away once answered; "Privacy choices" in the footer brings it back.
 * Plain elements styled by the store's classes (privacy-question-classes.ts): on a first visit it
 * is on every page the shopper opens, and costs it no styling work as it hydrates.
 */
import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState } from 'react';
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
  const answerButton = 'button button--contained';

  return (
    <section
      ref={question}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="privacy-question"
      // Until hydrated, the boot script's mark alone shows it (privacy-question-classes.ts).
      data-until-known={known ? undefined : ''}
    >
      <div className="privacy-question__inner">
        <div className="privacy-question__text">
          <h2 id={titleId} className="privacy-question__title">
            Your privacy choices
          </h2>
          {regions.map((shown) => (
            <p key={shown} className="privacy-question__summary" data-region={known ? undefined : shown}>
              {summary[shown]}{' '}
              <RouterLink to={paths.privacy} className="text-link">
                Privacy Policy
              </RouterLink>
            </p>
          ))}
          <Suspense fallback={null}>
            {choosing && <PrivacyPurposes choices={draft} onChange={setDraft} />}
          </Suspense>
        </div>
        <div className="privacy-question__answers">
          <button type="button" className={answerButton} onClick={() => decide(ACCEPT_ALL)}>
            Accept all
          </button>
          <button type="button" className={answerButton} onClick={() => decide(DECLINE_ALL)}>
            Decline
          </button>
          {choosing ? (
            <button type="button" className="button button--outlined" onClick={() => decide(draft)}>
              Save my choices
            </button>
          ) : (
            <button
              type="button"
              className="button button--outlined"
              onClick={() => startTransition(() => setChoosing(true))}
            >
              Choose
            </button>
          )}
          {reopened && (
            <button
              type="button"
              className="button button--text"
              onClick={() => close(() => setPanelOpen(false))}
            >
              Close
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
