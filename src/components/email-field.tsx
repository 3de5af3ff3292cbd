import { useId } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import type { useEmailSignUp } from './use-email-sign-up';

type EmailFieldProps = ReturnType<typeof useEmailSignUp>['emailField'] & {
  label: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};

/**
 * The email field of a sign-up form (`useEmailSignUp`'s `emailField`) as MUI's outlined TextField
 * draws it, from TextField's own parts: the label, the input and the helper text that describes
 * it. Not TextField itself because TextField also brings Select (its `select` mode) with Menu and
 * Modal, and the filled and standard inputs: on every shop and product page, which offer "Notify
 * me" on a sold-out product, TextField added 29.9 KB gzipped of JavaScript, these parts 10.5 KB
 * (the build's /shop: 201.2 KB before, 231.1 with TextField, 211.7 with these).
 */
export function EmailField({
  label,
  size,
  fullWidth,
  error,
  helperText,
  slotProps,
  required,
  ...input
}: EmailFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} size={size} error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {/* The FormControl hands `required` to the input (OutlinedInput would put it on its box too). */}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
