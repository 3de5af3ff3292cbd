import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {
  canLeaveQuizStep,
  emptyQuizAnswers,
  quizStepCount,
  recommendedProductNumbers,
  type QuizAnswers,
  type QuizStep,
} from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { useQuiz } from './api/quiz';
import { CampaignEmoji, useQuizCampaignStyle } from './components/quiz-campaign-style';
import { QuizProgress } from './components/quiz-progress';
import { QuizStepContent } from './components/quiz-step-content';
import { RecommendationsDialog } from './recommendations-dialog';

export interface QuizDialogProps {
  open: boolean;
  /** A quiz concern value (e.g. "heart") to tick before the shopper starts, from a condition page. */
  initialConcern?: string;
  /** Called when the shopper closes the quiz, or closes the recommendations (completing the quiz). */
  onClose: () => void;
}

interface QuizSession {
  step: QuizStep;
  answers: QuizAnswers;
  /** Set when the shopper asks for recommendations: the catalogue numbers to show. */
  recommendations: string[] | null;
  /** Whether the shopper has moved between steps (then focus follows the new question). */
  moved: boolean;
}

const newSession = (initialConcern?: string): QuizSession => ({
  step: 1,
  answers: emptyQuizAnswers(initialConcern),
  recommendations: null,
  moved: false,
});

/** A concern the quiz does not offer (say, an old link) is not an answer the shopper can see. */
function offeredAnswers(answers: QuizAnswers, quiz: Quiz): QuizAnswers {
  const offered = (value: string) => quiz.concerns.some((concern) => concern.value === value);
  return { ...answers, primaryConcerns: answers.primaryConcerns.filter(offered) };
}

/**
 * The four-step wellness quiz. Finishing replaces it with the recommendations; closing those
 * completes the quiz. Each opening starts afresh (with the concern it was opened for, if any).
 */
export function QuizDialog({ open, initialConcern, onClose }: QuizDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const campaignStyle = useQuizCampaignStyle();
  const quizQuery = useQuiz({ enabled: open });
  const [session, setSession] = useState(() => newSession(initialConcern));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession(newSession(initialConcern));
  }

  const quiz = quizQuery.data;
  const answers = quiz ? offeredAnswers(session.answers, quiz) : session.answers;
  const { step, recommendations } = session;
  const canContinue = quiz !== undefined && canLeaveQuizStep(step, answers);
  const goTo = (next: QuizStep) => setSession((current) => ({ ...current, step: next, moved: true }));
  const finish = () => {
    if (!quiz) return;
    setSession((current) => ({ ...current, recommendations: recommendedProductNumbers(answers, quiz) }));
  };

  return (
    <>
      <Dialog
        open={open && recommendations === null}
        onClose={onClose}
        aria-labelledby={titleId}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        slotProps={{ paper: campaignStyle.paperProps }}
      >
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 12, right: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogTitle id={titleId} sx={{ pr: 7, fontFamily: (theme) => theme.typography.h1.fontFamily }}>
          <CampaignEmoji emoji={campaignStyle.emoji} />
          {quiz?.title ?? 'Wellness Quiz'}
        </DialogTitle>
        <DialogContent>
          <QuizProgress step={step} />
          {quiz ? (
            <QuizStepContent
              step={step}
              quiz={quiz}
              answers={answers}
              onChange={(next) => setSession((current) => ({ ...current, answers: next }))}
              focusQuestion={session.moved}
            />
          ) : quizQuery.isError ? (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  onClick={() => void quizQuery.refetch()}
                  disabled={quizQuery.isFetching}
                >
                  {quizQuery.isFetching ? 'Retrying…' : 'Try again'}
                </Button>
              }
            >
              {quizQuery.error.message}
            </Alert>
          ) : (
            <Stack spacing={1.25} aria-busy="true" aria-label="Loading the quiz">
              <Skeleton variant="text" width="70%" height={36} />
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={52} />
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
          {step > 1 && (
            <Button onClick={() => goTo((step - 1) as QuizStep)} sx={{ mr: 'auto' }}>
              Back
            </Button>
          )}
          {step < quizStepCount ? (
            <Button variant="contained" disabled={!canContinue} onClick={() => goTo((step + 1) as QuizStep)}>
              Next
            </Button>
          ) : (
            <Button variant="contained" disabled={!canContinue} onClick={finish}>
              Get My Recommendations
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {quiz && (
        <RecommendationsDialog
          open={open && recommendations !== null}
          quiz={quiz}
          productNumbers={recommendations ?? []}
          onClose={onClose}
        />
      )}
    </>
  );
}

export default QuizDialog;
