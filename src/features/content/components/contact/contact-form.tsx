import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  contactMessageProblems,
  type ContactMessage,
  type ContactMessageProblems,
} from '../../../../domain/contact-message';
import type { ContactMessageAnswer } from '../../../../domain/inbox';
import { CallableFailure, callFailureMessage } from '../../../../domain/service-failures';
import type { ContactPage } from '../../../../domain/types';
import { NoScriptNote } from '../../../../components/no-script-note';
import { fieldLimits } from '../../../../domain/field-limits';
import { useHydrated } from '../../../../lib/hydration/use-hydrated';

const fields: { name: keyof ContactMessage; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message' },
];

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The subject a link asked for (`/contact?subject=…`, e.g. the accessibility statement's), once
 * the page knows its address; nothing when it is one the form would refuse.
 */
function useSubjectFromAddress(): string {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const subject = hydrated ? (params.get('subject')?.trim() ?? '') : '';
  return subject && !contactMessageProblems({ ...empty, subject }).subject ? subject : '';
}

// The Function's code loads when the form is sent, never with the page.
const loadContactMessages = () => import('../../../../lib/firebase/contact-messages');

/**
 * The contact form. A valid message goes to support through the `sendContactMessage` Function,
 * and the confirmation (with the message's reference) shows once it has answered. What the form
 * or the server cannot accept shows inline, field by field; a failure keeps everything typed and
 * offers the support address instead. The native bubbles are turned off so that every problem
 * shows inline.
 */
export function ContactForm({ page, supportEmail }: { page: ContactPage; supportEmail: string }) {
  const [typed, setValues] = useState<ContactMessage>(empty);
  const [subjectEdited, setSubjectEdited] = useState(false);
  // The address's subject fills the Subject field until the shopper edits it.
  const askedSubject = useSubjectFromAddress();
  const values = subjectEdited || typed.subject ? typed : { ...typed, subject: askedSubject };
  const [problems, setProblems] = useState<ContactMessageProblems>({});
  const [receipt, setReceipt] = useState<ContactMessageAnswer>();
  const inputs = useRef<Partial<Record<keyof ContactMessage, HTMLInputElement | HTMLTextAreaElement>>>({});
  const confirmation = useRef<HTMLDivElement>(null);
  const failureNote = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: async (message: ContactMessage) => (await loadContactMessages()).sendContactMessage(message),
    onSuccess: setReceipt,
    onError: (error) => {
      const refused = error instanceof CallableFailure ? error.problems : {};
      const firstRefused = fields.find(({ name }) => refused[name]);
      if (firstRefused) {
        setProblems(refused);
        inputs.current[firstRefused.name]?.focus();
      }
    },
  });
  // A refusal that names fields shows next to them; any other failure in a note above the button.
  const refusedFields = send.error instanceof CallableFailure ? send.error.problems : {};
  const showFailure = send.isError && !fields.some(({ name }) => refusedFields[name]);
  // A rate limit asks the shopper to wait: sending again at once would be refused again.
  const rateLimited = send.error instanceof CallableFailure && send.error.code === 'resource-exhausted';

  // The form gives way to the confirmation, and the disabled button to the failure: focus follows.
  useEffect(() => {
    if (receipt) confirmation.current?.focus();
  }, [receipt]);
  useEffect(() => {
    if (showFailure) failureNote.current?.focus();
  }, [showFailure]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const found = contactMessageProblems(values);
    setProblems(found);
    const firstProblem = fields.find(({ name }) => found[name]);
    if (firstProblem) {
      send.reset();
      inputs.current[firstProblem.name]?.focus();
      return;
    }
    send.mutate(values);
  }

  function update(name: keyof ContactMessage, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === 'subject') setSubjectEdited(true);
    // A problem disappears as soon as the shopper starts fixing it; the next submit checks again.
    if (problems[name]) setProblems(({ [name]: _fixed, ...rest }) => rest);
  }

  function writeAnother() {
    setValues(empty);
    setReceipt(undefined);
    send.reset();
  }

  if (receipt) {
    return (
      <Box
        ref={confirmation}
        tabIndex={-1}
        role="status"
        sx={{ p: 2.5, borderRadius: 1, bgcolor: 'background.sand', display: 'grid', gap: 1 }}
      >
        <Typography variant="h6" component="p">
          {page.successTitle}
        </Typography>
        <Typography>{page.successText}</Typography>
        <Typography>
          Your reference: <strong>{receipt.reference}</strong>
        </Typography>
        <Box>
          <Button variant="outlined" onClick={writeAnother}>
            Write another message
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {fields.map(({ name, label, type, autoComplete }) => (
        <TextField
          key={name}
          id={`contact-${name}`}
          name={name}
          label={label}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          required
          fullWidth
          multiline={name === 'message'}
          minRows={name === 'message' ? 5 : undefined}
          slotProps={{ htmlInput: { maxLength: fieldLimits[name] } }}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
          error={Boolean(problems[name])}
          helperText={problems[name]}
          inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
            if (element) inputs.current[name] = element;
          }}
        />
      ))}
      {showFailure && (
        <Box
          ref={failureNote}
          tabIndex={-1}
          role="alert"
          sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'error.main' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{callFailureMessage(send.error)}</Typography>
          <Typography color="textPrimary">
            Your message is still here. {rateLimited ? 'Send it later' : 'Send it again'}, or write to us at{' '}
            <a className="text-link" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </Typography>
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : page.submitLabel}
        </Button>
        <NoScriptNote>
          Sending this form needs JavaScript. You can write to us at {supportEmail} instead.
        </NoScriptNote>
      </Box>
    </Box>
  );
}
