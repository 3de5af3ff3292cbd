import { useRef, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Link, TextField, Typography } from '@mui/material';
import {
  contactMailtoHref,
  contactMessageProblems,
  type ContactMessage,
  type ContactMessageProblems,
} from '../../../../domain/contact-message';
import type { ContactPage } from '../../../../domain/types';
import { NoScriptNote } from '../../../../components/no-script-note';
import { openEmailApp } from './open-email-app';
import { fieldLimits } from '../../../../domain/field-limits';

const fields: { name: keyof ContactMessage; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message' },
];

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form. The store has no mail backend yet, so a valid message opens the shopper's
 * email app, addressed to support with the subject and message filled in; an invalid one only
 * shows what to fix. The native bubbles are turned off so that every problem shows inline.
 */
export function ContactForm({ page, supportEmail }: { page: ContactPage; supportEmail: string }) {
  const [values, setValues] = useState<ContactMessage>(empty);
  const [problems, setProblems] = useState<ContactMessageProblems>({});
  const [sentHref, setSentHref] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<keyof ContactMessage, HTMLInputElement | HTMLTextAreaElement>>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactMessageProblems(values);
    setProblems(found);
    const firstProblem = fields.find(({ name }) => found[name]);
    if (firstProblem) {
      setSentHref(null);
      inputs.current[firstProblem.name]?.focus();
      return;
    }
    const href = contactMailtoHref(supportEmail, values);
    setSentHref(href);
    openEmailApp(href);
  }

  function update(name: keyof ContactMessage, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // A problem disappears as soon as the shopper starts fixing it; the next submit checks again.
    if (problems[name]) setProblems(({ [name]: _fixed, ...rest }) => rest);
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
      <Box>
        <Button type="submit" variant="contained" size="large">
          {page.submitLabel}
        </Button>
        <NoScriptNote>
          Sending this form needs JavaScript. You can write to us at {supportEmail} instead.
        </NoScriptNote>
      </Box>
      {sentHref && (
        <Alert severity="success">
          <AlertTitle>{page.successTitle}</AlertTitle>
          <Typography sx={{ mb: 1 }}>{page.successText}</Typography>
          <Typography>
            If your email app did not open, write to us at <Link href={sentHref}>{supportEmail}</Link>.
          </Typography>
        </Alert>
      )}
    </Box>
  );
}
