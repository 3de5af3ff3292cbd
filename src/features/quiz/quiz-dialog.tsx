import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StoreDialog } from '../../components/store-dialog';
import { discardUnreadableQuizResult, useQuizResult } from './quiz-memory/quiz-result-store';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { CampaignEmoji, useQuizCampaignStyle } from './components/quiz-campaign-style';
import { useQuizSteps } from './use-quiz-steps';

/**
 * The recommendations (with the stack check they run) load apart from the steps: fetched as the
 * quiz opens, so they are there when the shopper finishes.
 */
const loadResultDialog = () => import('./quiz-result-dialog');
const QuizResultDialog = lazy(() =>
  loadResultDialog().then((module) => ({ default: module.QuizResultDialog })),
);

export interface QuizDialogProps {
  open: boolean;
  /** A quiz concern value (e.g. "heart") to tick before the shopper starts, from a condition page. */
  initialConcern?: string;
  /** Opens with the medications question open (from a stack check): on step 4 when the last answers are kept. */
  atMedications?: boolean;
  /** Called when the shopper closes the quiz, or closes the recommendations (completing the quiz). */
  onClose: () => void;
}

/**
 * The wellness quiz over the current page (the quiz page, /quiz, shows the same steps). Finishing
 * replaces it with the recommendations; closing those completes the quiz. A shopper who has
 * finished it before finds their recommendations again when opening it, with "Retake the quiz",
 * which starts from their last answers; opened for a concern (a condition page), it starts the
 * retake at once with that concern ticked too.
 */
export function QuizDialog({ open, initialConcern, atMedications = false, onClose }: QuizDialogProps) {
  const campaignStyle = useQuizCampaignStyle();
  const stored = useQuizResult();
  // Fetched only while the quiz is open, so no page load pays for it.
  const quizQuery = useQuery({ ...quizQueryOptions, enabled: open });
  const steps = useQuizSteps(quizQuery, { initialConcern, atMedications, questionLevel: 'h3' });
  const [view, setView] = useState<'steps' | 'results'>(() =>
    !initialConcern && !atMedications && stored ? 'results' : 'steps',
  );
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      steps.restart(initialConcern, atMedications);
      setView(!initialConcern && !atMedications && stored ? 'results' : 'steps');
    }
  }
  // An entry that does not read would keep the header saying "Your recommendations": forget it.
  useEffect(() => {
    if (!open) return;
    discardUnreadableQuizResult();
    void loadResultDialog();
  }, [open]);
  const quiz = quizQuery.data;
  const result = steps.result ?? (view === 'results' ? stored : null);

  return (
    <>
      <StoreDialog
        // Until the quiz has loaded, this dialog shows the loading (or its error), even for results.
        open={open && (result === null || !quiz)}
        onClose={onClose}
        title={
          <>
            <CampaignEmoji emoji={campaignStyle.emoji} />
            {quiz?.title ?? 'Wellness Quiz'}
          </>
        }
        maxWidth="sm"
        fullScreenOnPhones
        paperProps={campaignStyle.paperProps}
        actions={steps.actions}
      >
        {steps.body}
      </StoreDialog>
      {quiz && (
        <Suspense fallback={null}>
          <QuizResultDialog
            open={open && result !== null}
            quiz={quiz}
            result={result}
            onRetake={() => {
              steps.restart(initialConcern);
              setView('steps');
            }}
            onClose={onClose}
          />
        </Suspense>
      )}
    </>
  );
}

export default QuizDialog;
