import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useToast, type Toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import {
  credentialsProblem,
  PASSWORD_MIN_LENGTH,
  type AuthCredentials,
  type AuthMode,
} from '../../../domain/auth-credentials';
import { AuthFailure } from '../../../domain/service-failures';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';
import { useAuth } from '../../../lib/firebase/auth-context';
import { fieldLimits } from '../../../domain/field-limits';

const copy = {
  login: {
    title: 'Login',
    intro: (brand: string) => `Welcome back. Log in to your ${brand} account.`,
    submit: 'Login',
    toggle: "Don't have an account? Sign up",
  },
  signup: {
    title: 'Sign Up',
    intro: (brand: string) => `Create your ${brand} account to keep your wellness journey in one place.`,
    submit: 'Sign Up',
    toggle: 'Already have an account? Login',
  },
} as const;

/** The spec's error catalogue (section 8) for a failed login or sign-up. */
function failureToast(mode: AuthMode, error: unknown): Toast {
  if (error instanceof AuthFailure) {
    if (mode === 'login' && error.kind === 'invalid-credentials') {
      return { title: 'Login Failed', description: 'Invalid email or password', variant: 'error' };
    }
    if (mode === 'signup' && error.kind === 'email-in-use') {
      return {
        title: 'Sign Up Failed',
        description: 'This email is already registered. Please login instead.',
        variant: 'error',
      };
    }
    return { title: 'Error', description: error.message, variant: 'error' };
  }
  console.error(error);
  return { title: 'Error', description: 'An unexpected error occurred', variant: 'error' };
}

const emptyCredentials: AuthCredentials = { email: '', password: '', confirmPassword: '' };

/** One card that toggles between Login (the default) and Sign Up; a login goes on to `returnTo`. */
export function AuthCard({ returnTo = paths.home }: { returnTo?: string }) {
  const { signIn, signUp } = useAuth();
  const { brandName } = useSiteSettings();
  const toast = useToast();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('login');
  const [credentials, setCredentials] = useState(emptyCredentials);
  const [busy, setBusy] = useState(false);
  const text = copy[mode];

  const clearPasswords = () =>
    setCredentials((current) => ({ ...current, password: '', confirmPassword: '' }));
  const change = (field: keyof AuthCredentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));

  const toggleMode = () => {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    clearPasswords();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = credentialsProblem(mode, credentials);
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        await signIn(credentials.email, credentials.password);
        toast({ title: 'Logged in successfully', variant: 'success' });
        navigate(returnTo);
        return;
      }
      await signUp(credentials.email, credentials.password);
      toast({
        title: 'Account created successfully! You can now login.',
        description: `We sent a link to ${credentials.email.trim()} to confirm your email address.`,
        variant: 'success',
      });
      setMode('login');
      clearPasswords();
    } catch (error) {
      toast(failureToast(mode, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.25rem' }, mb: 1 }}>
          {text.title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {text.intro(brandName)}
        </Typography>
        {/* noValidate: the store's own checks speak the spec's messages, in a toast. */}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={text.title}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            slotProps={{ htmlInput: { maxLength: fieldLimits.email } }}
            value={credentials.email}
            onChange={change('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH, maxLength: fieldLimits.password } }}
            value={credentials.password}
            onChange={change('password')}
          />
          {mode === 'signup' && (
            <TextField
              label="Confirm Password"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH, maxLength: fieldLimits.password } }}
              value={credentials.confirmPassword}
              onChange={change('confirmPassword')}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Loading...' : text.submit}
          </Button>
        </Box>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link
            component="button"
            type="button"
            onClick={toggleMode}
            disabled={busy}
            sx={{ fontSize: '1rem' }}
          >
            {text.toggle}
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
