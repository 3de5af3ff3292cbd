/**
 * Signing a shopper up for the newsletter from a form (the exit offer, the community page): the
 * `subscribeToNewsletter` Function's code loads only when the form is sent, so no page carries it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TextFieldProps } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { emailAddressProblem } from '../../domain/email-address';
import { fieldLimits } from '../../domain/field-limits';
import type { NewsletterSignUp, NewsletterSignUpAnswer, NewsletterSource } from '../../domain/newsletter';
import { CallableFailure, callFailureMessage } from '../../domain/service-failures';

const loadNewsletter = () => import('../../lib/firebase/newsletter');

interface NewsletterSignUpForm {
  source: NewsletterSource;
  /** What the shopper agrees to by subscribing, as the form shows it: sent with the sign-up as read. */
  consent: string;
  /** Called once the store has answered. */
  onAnswer: (answer: NewsletterSignUpAnswer) => void;
}

/**
 * A sign-up form's state: its email field (a problem with the address, or why the store refused
 * it, is the field's description), `submit` for the form, and whether it is `sending`. An address
 * that is not one is caught before sending; a failure keeps the address and moves focus back to
 * the field, since the button that had it was disabled while sending.
 */
export function useNewsletterSignUp({ source, consent, onAnswer }: NewsletterSignUpForm) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const signUp = useMutation({
    mutationFn: async (signUp: NewsletterSignUp) => (await loadNewsletter()).subscribeToNewsletter(signUp),
    onSuccess: onAnswer,
  });
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
    signUp.mutate({ email: email.trim(), source, consent });
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

  return { emailField, submit, sending: signUp.isPending };
}

/** Whether the failure is about the address itself (the form marks the field). */
function isAddressRefused(error: unknown): boolean {
  return error instanceof CallableFailure && error.code === 'invalid-argument';
}

/** "Your code: WELCOME10." for the welcome, when the answer carries one. */
export function discountCodeLine(answer: NewsletterSignUpAnswer): string {
  return answer.discountCode ? `Your code: ${answer.discountCode}.` : '';
}
