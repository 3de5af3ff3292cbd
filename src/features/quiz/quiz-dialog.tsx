import { useId, useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useQuiz } from './api/quiz';
import { CampaignEmoji, useQuizCampaignStyle } from './components/quiz-campaign-style';
import { RecommendationsDialog } from './recommendations-dialog';
import { useQuizSteps } from './use-quiz-steps';

export interface QuizDialogProps {
  open: boolean;
  /** A quiz concern value (e.g. "heart") to tick before the shopper starts, from a condition page. */
  initialConcern?: string;
  /** Called when the shopper closes the quiz, or closes the recommendations (completing the quiz). */
  onClose: () => void;
}

/**
 * The four-step wellness quiz over the current page (the quiz page, /quiz, shows the same steps).
 * Finishing replaces it with the recommendations; closing those completes the quiz. Each opening
 * starts afresh (with the concern it was opened for, if any).
 */
export function QuizDialog({ open, initialConcern, onClose }: QuizDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const campaignStyle = useQuizCampaignStyle();
  const quizQuery = useQuiz({ enabled: open });
  const steps = useQuizSteps(quizQuery, { initialConcern, questionLevel: 'h3' });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) steps.restart(initialConcern);
  }
  const quiz = quizQuery.data;

  return (
    <>
      <Dialog
        open={open && steps.recommendations === null}
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
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>{steps.actions}</DialogActions>
      </Dialog>
      {quiz && (
        <RecommendationsDialog
          open={open && steps.recommendations !== null}
          quiz={quiz}
          productNumbers={steps.recommendations ?? []}
          onClose={onClose}
        />
      )}
    </>
  );
}

export default QuizDialog;
