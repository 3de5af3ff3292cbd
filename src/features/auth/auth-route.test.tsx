import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../../../mocks/node';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';

const home = { path: '/', load: async () => ({ Component: () => <h1>Home page</h1> }) };
const authPage = { path: '/auth', load: () => import('./auth-route') };

async function openAuthPage() {
  const view = renderRoutes([home, authPage], '/auth');
  await screen.findByRole('heading', { level: 1, name: 'Login' }, pageLoad);
  return { ...view, user: userEvent.setup() };
}

async function fill(
  user: UserEvent,
  fields: Partial<Record<'Email' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = (user: UserEvent, name: 'Login' | 'Sign Up') =>
  user.click(within(screen.getByRole('form', { name })).getByRole('button', { name }));

async function expectToast(title: string, description?: string) {
  const toast = await screen.findByText(title, {}, pageLoad);
  if (description) expect(toast.parentElement).toHaveTextContent(description);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the auth page', () => {
  it('opens in login mode and toggles to sign up, clearing the passwords but keeping the email', async () => {
    const { user } = await openAuthPage();
    expect(screen.queryByLabelText(/Confirm Password/)).not.toBeInTheDocument();
    await fill(user, { Email: 'ama@example.com', Password: 'secret-1' });

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ama@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['login', {}, 'Please fill in all fields'],
    ['login', { Email: 'ama@example.com', Password: 'short' }, 'Password must be at least 6 characters'],
    [
      'signup',
      { Email: 'ama@example.com', Password: 'secret-1', 'Confirm Password': 'secret-2' },
      'Passwords do not match',
    ],
  ] as const)('in %s mode, %o is refused with "%s"', async (mode, fields, message) => {
    const { user, router } = await openAuthPage();
    if (mode === 'signup')
      await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));

    await fill(user, fields);
    await submit(user, mode === 'login' ? 'Login' : 'Sign Up');

    await expectToast('Error', message);
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('says "Invalid email or password" for a wrong password', async () => {
    const { user } = await openAuthPage();
    await fill(user, { Email: 'member@example.com', Password: 'not-the-password' });

    await submit(user, 'Login');

    await expectToast('Login Failed', 'Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('logs a member in and goes home, showing "Loading..." while it works', async () => {
    // A slow answer, so the busy state can be seen (the handler falls through to the mock backend).
    server.use(http.post(/accounts:signInWithPassword/, () => delay(400)));
    const { user, router } = await openAuthPage();
    await fill(user, { Email: 'member@example.com', Password: 'member-password' });

    await submit(user, 'Login');

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expectToast('Logged in successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['Login', /accounts:signInWithPassword/, {}],
    ['Sign Up', /accounts:signUp/, { 'Confirm Password': 'secret-pass' }],
  ] as const)(
    '%s gives up at the 10 s deadline when the sign-in service never answers, and can be tried again',
    async (mode, request, extraFields) => {
      server.use(http.post(request, () => delay('infinite')));
      const { user, router } = await openAuthPage();
      if (mode === 'Sign Up')
        await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
      await fill(user, { Email: 'ama@example.com', Password: 'secret-pass', ...extraFields });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

      await submit(user, mode);
      expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(1_000);

      await expectToast('Error', 'The sign-in service did not answer in time. Please try again.');
      expect(
        within(screen.getByRole('form', { name: mode })).getByRole('button', { name: mode }),
      ).toBeEnabled();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('refuses to sign up an email that is already registered', async () => {
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fill(user, { Email: 'admin@example.com', Password: 'another-1', 'Confirm Password': 'another-1' });

    await submit(user, 'Sign Up');

    await expectToast('Sign Up Failed', 'This email is already registered. Please login instead.');
  });

  it('creates an account, returns to login without signing in, and the new account can log in', async () => {
    const { user, router } = await openAuthPage();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fill(user, {
      Email: 'kwame@example.com',
      Password: 'kwame-pass',
      'Confirm Password': 'kwame-pass',
    });

    await submit(user, 'Sign Up');

    await expectToast('Account created successfully! You can now login.', 'kwame@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/auth');

    await fill(user, { Password: 'kwame-pass' });
    await submit(user, 'Login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), pageLoad);
  });
});
