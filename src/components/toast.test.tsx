import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';

function Announcer() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast({
          title: 'Welcome to Sankofa Wellness!',
          description: 'Check your email.',
          variant: 'success',
        });
        toast({ title: 'Login Failed', description: 'Invalid email or password.', variant: 'error' });
      }}
    >
      Announce
    </button>
  );
}

describe('toasts', () => {
  it('shows toasts asked for before the toast library has loaded, each exactly once', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Announcer />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Announce' }));
    // The library loads on the first toast: wait for it, however long compiling it takes, rather
    // than for a fixed second. React renders the toaster as soon as it is there (within the act).
    await act(() => import('./toaster'));

    expect(await screen.findByText('Welcome to Sankofa Wellness!')).toBeInTheDocument();
    expect(screen.getByText('Check your email.')).toBeInTheDocument();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText(/Welcome to Sankofa Wellness!|Login Failed/)).toHaveLength(2),
    );
  });

  it('says where it must be used', () => {
    expect(() => render(<Announcer />)).toThrow('useToast must be used within a ToastProvider');
  });
});
