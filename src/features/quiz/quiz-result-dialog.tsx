import { useState } from 'react';
import { AccountSaveNotice } from './quiz-memory/account-save-notice';
import type { QuizResult } from '../../domain/quiz-result';
import { quizReasonLabels } from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { LeftOutAnswersNote } from './components/left-out-answers-note';
import { RecommendationsDialog } from './recommendations-dialog';

export interface QuizResultDialogProps {
  open: boolean;
  quiz: Quiz;
  /** The result to show: the one just finished, or the one kept from before. */
  result: QuizResult | null;
  onRetake: () => void;
  onClose: () => void;
}

/**
 * A quiz result as the recommendations dialog shows it: its products, each with why it was picked,
 * and the answers none of them is for, with why not.
 */
export function QuizResultDialog({ open, quiz, result, onRetake, onClose }: QuizResultDialogProps) {
  // The last result stays while the dialog closes, so it animates out with its cards.
  const [shown, setShown] = useState(result);
  if (result !== null && result !== shown) setShown(result);
  const recommendations = shown?.recommendations ?? [];
  return (
    <RecommendationsDialog
      open={open}
      quiz={quiz}
      productNumbers={recommendations.map((recommendation) => recommendation.number)}
      reasons={Object.fromEntries(
        recommendations.map(({ number, reasons }) => [number, quizReasonLabels(reasons, quiz)]),
      )}
      notes={
        shown && (
          <>
            <AccountSaveNotice />
            <LeftOutAnswersNote
              quiz={quiz}
              answers={shown.answers}
              recommended={recommendations.map((recommendation) => recommendation.number)}
              onNavigate={onClose}
            />
          </>
        )
      }
      onRetake={onRetake}
      onClose={onClose}
    />
  );
}
