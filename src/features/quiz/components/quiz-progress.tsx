import { LinearProgress, Stack, Typography } from '@mui/material';
import { quizStepCount } from '../../../domain/recommendations';

/**
 * "Step n of 4" and a bar filled to n/4, which a screen reader announces the same way. The
 * optional question after the four says it is optional, with the bar full.
 */
export function QuizProgress({ step }: { step: number }) {
  const optional = step > quizStepCount;
  const label = optional ? 'Optional question: you can skip it' : `Step ${step} of ${quizStepCount}`;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }} aria-hidden>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(Math.min(step, quizStepCount) / quizStepCount) * 100}
        aria-label="Quiz progress"
        aria-valuetext={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}
