import { useId, useRef, useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useToast } from '../../../components/toast';
import { useCartChanges } from '../use-cart-changes';
import { waitingClass } from './waiting-button';
import { fieldLimits } from '../../../domain/field-limits';
import { discountCodeProblem } from '../../../domain/discount-code';

/**
 * A field for a discount code (the exit popup's WELCOME10, say), applied to the whole cart. A code
 * that cannot be one, or that Shopify refuses, is answered under the field, which takes the focus
 * back so the shopper hears why and can correct it.
 */
export function DiscountCodeForm() {
  const fieldId = useId();
  const { busy, applyCode } = useCartChanges();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (why: string) => {
    setProblem(why);
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const entered = code.trim();
    const invalid = discountCodeProblem(entered);
    if (invalid) return refuse(invalid);
    const refused = await applyCode(entered);
    if (refused) return refuse(refused);
    setCode('');
    setProblem(null);
    toast({ title: `Discount code ${entered} applied.`, variant: 'success' });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        id={fieldId}
        inputRef={field}
        label="Discount code"
        size="small"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem}
        autoComplete="off"
        slotProps={{
          htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: fieldLimits.discountCode },
        }}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        aria-disabled={busy || undefined}
        className={waitingClass}
        sx={{ height: 40 }}
      >
        Apply
      </Button>
    </Box>
  );
}
