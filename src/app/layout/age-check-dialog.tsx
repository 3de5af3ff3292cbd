import { useId } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { ageQuestion, tooYoungMessage } from '../../domain/age-check';
import { shopperToday } from '../../domain/calendar-date';
import { StoreDialog } from '../../components/store-dialog';
import { DateOfBirthField } from '../../components/age-check/date-of-birth-field';
import type { AgeQuestion } from '../../components/age-check/age-question';
import { useAgeAnswer } from '../../components/age-check/use-age-answer';

const confirmLabels: Record<AgeQuestion['action'], string> = {
  add: 'Confirm and add to cart',
  buy: 'Confirm and buy now',
  checkout: 'Confirm and check out',
};

export interface AgeCheckDialogProps {
  question: AgeQuestion;
  open: boolean;
  /** The date of birth (`YYYY-MM-DD`) of a shopper of 18 or more; null when refused or closed. */
  onAnswer: (dateOfBirth: string | null) => void;
}

/**
 * "Confirm your age": asked before an age-restricted product goes into the cart (src/domain/age-check.ts).
 * An answer under 18 is refused with the reason, and the dialog then only closes: nothing is added.
 * Load it lazily (`React.lazy` of this module's default export).
 */
export function AgeCheckDialog({ question, open, onAnswer }: AgeCheckDialogProps) {
  const textId = useId();
  const formId = useId();
  const today = shopperToday();
  const { field, problem, clearProblem, refused, submit } = useAgeAnswer(onAnswer);

  return (
    <StoreDialog
      open={open}
      onClose={() => onAnswer(null)}
      title="Confirm your age"
      describedBy={textId}
      maxWidth="xs"
      actions={
        refused ? (
          <Button variant="contained" onClick={() => onAnswer(null)}>
            OK
          </Button>
        ) : (
          <>
            <Button onClick={() => onAnswer(null)}>Cancel</Button>
            <Button type="submit" form={formId} variant="contained">
              {confirmLabels[question.action]}
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2.5}>
        <Typography id={textId}>{ageQuestion(question.productNames)}</Typography>
        {refused ? (
          <Alert severity="error" role="alert">
            {tooYoungMessage(question.productNames, { atCheckout: question.action === 'checkout' })}
          </Alert>
        ) : (
          <form id={formId} onSubmit={submit} noValidate>
            <DateOfBirthField problem={problem} today={today} inputRef={field} onChange={clearProblem} />
          </form>
        )}
      </Stack>
    </StoreDialog>
  );
}

export default AgeCheckDialog;
