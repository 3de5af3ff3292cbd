/**
 * The state of a form that sends one email address to a Function: the newsletter's sign-ups and a
 * sold-out product's "Notify me". One way for both: the same field, checks, waiting and failures.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TextFieldProps } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { emailAddressProblem } from '../domain/email-address';
import { fieldLimits } from '../domain/field-limits';
import { CallableFailure, callFailureMessage } from '../domain/service-failures';

interface EmailSignUpForm<Answer> {
  /** Sends the trimmed address (loading the Function's code then, never with a page). */
  send: (email: string) => Promise<Answer>;
  /** Called once the store has answered. */
  onAnswer: (answer: Answer) => void;
}

/**
 * The form's email field (a problem with the address, or why the store refused it, is the
 * field's description), `submit` for the form, and whether it is `sending`. An address that is
 * not one is caught before sending; a failure keeps the address and moves focus back to the
 * field, since the button that had it was disabled while sending.
 */
export function useEmailSignUp<Answer>({ send, onAnswer }: EmailSignUpForm<Answer>) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const signUp = useMutation({ mutationFn: send, onSuccess: onAnswer });
  const failure = signUp.isError ? callFailureMessage(signUp.error) : undefined;

  useEffect(() => {
    if (failure) input.current?.focus();
  }, [failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const found = emailAddressProblem(email);
    setProblem(found);
    if (found) {
      signUp.reset();
      input.current?.focus();
      return;
    }
    signUp.mutate(email.trim());
  };

  const emailField = {
    type: 'email',
    name: 'email',
    required: true,
    autoComplete: 'email',
    inputRef: input,
    value: email,
    onChange: (event) => {
      setEmail(event.target.value);
      setProblem(undefined);
      if (signUp.isError) signUp.reset();
    },
    error: problem !== undefined || isAddressRefused(signUp.error),
    helperText: problem ?? failure,
    slotProps: {
      htmlInput: { maxLength: fieldLimits.email },
      formHelperText: failure ? { error: true, role: 'alert' } : undefined,
    },
  } satisfies TextFieldProps;

  return { emailField, submit, sending: signUp.isPending, sentEmail: signUp.variables };
}

/** Whether the failure is about the address itself (the form marks the field). */
function isAddressRefused(error: unknown): boolean {
  return error instanceof CallableFailure && error.code === 'invalid-argument';
}
