import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { env } from '../../config/env';
import { AuthProvider, useAuth } from './auth-context';
import type * as AuthModule from './auth';

// Counts the sessions followed (the module stays the real one).
const followed = vi.hoisted(() => ({ sessions: 0 }));
vi.mock('./auth', async (importOriginal) => {
  const auth = await importOriginal<typeof AuthModule>();
  return {
    ...auth,
    watchSession: (...args: Parameters<typeof auth.watchSession>) => {
      followed.sessions += 1;
      return auth.watchSession(...args);
    },
  };
});

const slow = { timeout: 10_000 } as const;

function renderAuth() {
  return renderHook(() => useAuth(), { wrapper: AuthProvider });
}

async function signedInAs(email: string, password: string) {
  const view = renderAuth();
  await waitFor(() => expect(view.result.current.loading).toBe(false), slow);
  await act(() => view.result.current.signIn(email, password));
  await waitFor(() => expect(view.result.current.user?.email).toBe(email), slow);
  return view;
}

describe('the auth context', () => {
  it('cannot be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('starts loading, then reports no session for a new visitor, without asking Firebase', async () => {
    const before = followed.sessions;
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false), slow);
    expect(result.current).toMatchObject({ user: null, session: null, isAdmin: false });
    expect(followed.sessions, 'the browser keeps no session').toBe(before);
  });

  it('follows the session once another tab signs in or out', async () => {
    const before = followed.sessions;
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false), slow);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'shopifyCartId' }));
      window.dispatchEvent(
        new StorageEvent('storage', { key: `firebase:authUser:${env.firebase.apiKey}:[DEFAULT]` }),
      );
    });
    await waitFor(() => expect(followed.sessions).toBe(before + 1), slow);
  });

  it('makes the admin an admin, with a session whose access token is a Firebase ID token', async () => {
    const { result } = await signedInAs('admin@example.com', 'admin-password');
    await waitFor(() => expect(result.current.isAdmin).toBe(true), slow);
    const token = await result.current.session!.accessToken();
    expect(token.split('.')).toHaveLength(3);
  });

  it('keeps a member without the role a plain user', async () => {
    const { result } = await signedInAs('member@example.com', 'member-password');
    // The check is deferred: give it time to answer before asserting it said no.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.isAdmin).toBe(false);
  });

  it('treats a failed admin check as not admin and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(/\/v1\/projects\/.*documents:batchGet$/, () =>
        HttpResponse.json(
          { error: { code: 503, status: 'UNAVAILABLE', message: 'Try later' } },
          { status: 503 },
        ),
      ),
    );
    const { result } = await signedInAs('admin@example.com', 'admin-password');

    await waitFor(
      () => expect(logged).toHaveBeenCalledWith('Error checking admin status', expect.anything()),
      slow,
    );
    expect(result.current.isAdmin).toBe(false);
  });

  it('signs out: no user, no session, not admin', async () => {
    const { result } = await signedInAs('admin@example.com', 'admin-password');
    await waitFor(() => expect(result.current.isAdmin).toBe(true), slow);

    await act(() => result.current.signOut());

    expect(result.current).toMatchObject({ user: null, session: null, isAdmin: false });
  });
});
