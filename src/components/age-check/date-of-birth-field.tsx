import { useId, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { DATE_OF_BIRTH_ATTRIBUTE } from '../../domain/age-check';

interface DateOfBirthFieldProps {
  /** What is wrong with the answer, in the shopper's words; null while nothing is. */
  problem: string | null;
  /** The shopper's today (`YYYY-MM-DD`): the latest date the picker offers. Unset in prerendered HTML. */
  today?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: () => void;
}

/**
 * "Date of birth": the browser's own date field (its picker on a phone, and the birthday autofill
 * fills), which sends `YYYY-MM-DD`. Its name is Shopify's cart permalink parameter for the cart
 * attribute, so the form it is in can go straight to a permalink as plain HTML.
 */
export function DateOfBirthField({ problem, today, inputRef, onChange }: DateOfBirthFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth required error={problem !== null}>
      <InputLabel htmlFor={id} shrink>
        Date of birth
      </InputLabel>
      <OutlinedInput
        id={id}
        notched
        label="Date of birth"
        type="date"
        name={`attributes[${DATE_OF_BIRTH_ATTRIBUTE}]`}
        inputRef={inputRef}
        onChange={onChange}
        aria-describedby={helperId}
        inputProps={{ autoComplete: 'bday', min: '1900-01-01', max: today }}
      />
      <FormHelperText id={helperId}>
        {problem ?? 'We keep it with your order, as the law asks, and use it for nothing else.'}
      </FormHelperText>
    </FormControl>
  );
}
