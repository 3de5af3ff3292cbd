import { Box } from '@mui/material';
import { reviewRuleWords, type ReviewRule } from '../../../domain/reviews/review';

/** The rules a review is held or rejected for, in the words of the review guidelines. */
export function ReviewRulesList({ rules }: { rules: readonly ReviewRule[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {rules.map((rule) => (
        <li key={rule}>{reviewRuleWords[rule]}</li>
      ))}
    </Box>
  );
}
