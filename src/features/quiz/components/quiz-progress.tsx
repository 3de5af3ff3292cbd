import { LinearProgress, Stack, Typography } from '@mui/material';
import { quizStepCount, type QuizStep } from '../../../domain/recommendations';

/** "Step n of 4" and a bar filled to n/4, which a screen reader announces the same way. */
export function QuizProgress({ step }: { step: QuizStep }) {
  const label = `Step ${step} of ${quizStepCount}`;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }} aria-hidden>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(step / quizStepCount) * 100}
        aria-label="Quiz progress"
        aria-valuetext={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}
