import { useId, useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useToast } from '../../../components/toast';
import { useCartChanges } from '../use-cart-changes';
import { waitingStyle } from './waiting-button';
import { fieldLimits } from '../../../domain/field-limits';

/** A field for a discount code (the exit popup's WELCOME10, say), applied to the whole cart. */
export function DiscountCodeForm() {
  const fieldId = useId();
  const { busy, applyCode } = useCartChanges();
  const toast = useToast();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (busy || !entered) return;
    if (await applyCode(entered)) {
      setCode('');
      toast({ title: `Discount code ${entered} applied.`, variant: 'success' });
    }
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
        label="Discount code"
        size="small"
        value={code}
        onChange={(event) => setCode(event.target.value)}
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
        sx={[{ height: 40 }, waitingStyle]}
      >
        Apply
      </Button>
    </Box>
  );
}
