import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { emailAddressProblem } from '../../../domain/email-address';
import type { CommunityPage } from '../../../domain/types';
import { NoScriptNote } from '../../../components/no-script-note';
import { fieldLimits } from '../../../domain/field-limits';

/**
 * The community newsletter sign-up. No mailing list is connected yet, so a valid address is only
 * thanked; an invalid one shows what to fix and changes nothing.
 */
export function StayConnected({ copy }: { copy: CommunityPage['stayConnected'] }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [subscribed, setSubscribed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);

  // The form (and the button that had focus) gives way to the thanks, so focus moves there.
  useEffect(() => {
    if (subscribed) thanks.current?.focus();
  }, [subscribed]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailAddressProblem(email);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setSubscribed(true);
  }

  return (
    <Paper
      component="section"
      aria-labelledby="stay-connected-title"
      sx={{ p: { xs: 3, md: 5 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Typography id="stay-connected-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {copy.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 640 }}>{copy.text}</Typography>
      {subscribed ? (
        <Alert ref={thanks} tabIndex={-1} severity="success" variant="filled" sx={{ maxWidth: 640 }}>
          {copy.thanks}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, maxWidth: 640 }}
        >
          <TextField
            id="stay-connected-email"
            type="email"
            name="email"
            label={copy.emailLabel}
            slotProps={{ htmlInput: { maxLength: fieldLimits.email } }}
            autoComplete="email"
            required
            fullWidth
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(undefined);
            }}
            error={Boolean(problem)}
            helperText={problem}
            inputRef={input}
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 1,
              '& .MuiFormHelperText-root': { m: 0, px: 1.5, py: 0.5 },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            color="primary"
            size="large"
            sx={{ flexShrink: 0, height: 56 }}
          >
            {copy.buttonLabel}
          </Button>
        </Box>
      )}
      <NoScriptNote onColour>Signing up needs JavaScript.</NoScriptNote>
    </Paper>
  );
}
