import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { discardUnreadableQuizResult, useQuizResult } from '../../components/quiz-memory/quiz-result-store';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { CampaignEmoji, useQuizCampaignStyle } from './components/quiz-campaign-style';
import { QuizResultDialog } from './quiz-result-dialog';
import { useQuizSteps } from './use-quiz-steps';

export interface QuizDialogProps {
  open: boolean;
  /** A quiz concern value (e.g. "heart") to tick before the shopper starts, from a condition page. */
  initialConcern?: string;
  /** Opens at the medications question (from a stack check), when the last answers are kept. */
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
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
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
    if (open) discardUnreadableQuizResult();
  }, [open]);
  const quiz = quizQuery.data;
  const result = steps.result ?? (view === 'results' ? stored : null);

  return (
    <>
      <Dialog
        // Until the quiz has loaded, this dialog shows the loading (or its error), even for results.
        open={open && (result === null || !quiz)}
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
        <DialogContent>{steps.body}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>{steps.actions}</DialogActions>
      </Dialog>
      {quiz && (
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
      )}
    </>
  );
}

export default QuizDialog;
