import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAccounts, mockFirestore } from '../../../../mocks/firebase';
import { server } from '../../../../mocks/node';
import { toFields } from '../../../../mocks/firebase/firestore-values';
import type { QuizResult } from '../../../domain/quiz-result';
import { AuthProvider, useAuth } from '../../../lib/firebase/auth-context';
import { AccountSaveNotice } from './account-save-notice';
import { QuizResultSync } from './quiz-result-sync';
import { saveQuizResult, useQuizResult } from './quiz-result-store';

const slow = { timeout: 30_000 } as const;
const accountPath = `users/${mockAccounts.member.uid}/quiz/latest`;

const resultOn = (finishedAt: string, concern: string): QuizResult => ({
  answers: { ageGroup: '35-49', gender: 'female', primaryConcerns: [concern], symptoms: [] },
  recommendations: [{ number: '9', reasons: [{ kind: 'concern', value: concern }] }],
  finishedAt,
});

/** What the account holds, as the store reads it (finishedAt as ISO text). */
function accountResult() {
  const document = mockFirestore.get(accountPath);
  if (!document) return null;
  const fields = document.fields as Record<string, { timestampValue?: string; mapValue?: unknown }>;
  return {
    concerns: JSON.stringify(fields.answers),
    finishedAt: new Date(fields.finishedAt?.timestampValue ?? '').toISOString(),
  };
}

/** The sync as the layout mounts it, and the line the quiz result shows when it fails. */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <QuizResultSync />
      <AccountSaveNotice />
      {children}
    </AuthProvider>
  );
}

/** Makes the local Firestore refuse every write (a commit) until `stop()`; reads still answer. */
function failFirestoreWrites() {
  let failing = true;
  server.use(http.post(/\/documents:commit$/, () => (failing ? HttpResponse.error() : undefined)));
  return {
    stop: () => {
      failing = false;
    },
  };
}

const notSaved = /^We could not save your quiz results to your account/;

async function signedInMember() {
  const view = renderHook(() => ({ auth: useAuth(), result: useQuizResult() }), { wrapper });
  await waitFor(() => expect(view.result.current.auth.loading).toBe(false), slow);
  await act(() => view.result.current.auth.signIn(mockAccounts.member.email, mockAccounts.member.password));
  await waitFor(() => expect(view.result.current.auth.user?.uid).toBe(mockAccounts.member.uid), slow);
  return view;
}

afterEach(() => {
  saveQuizResult(null);
});

describe("the quiz result and the shopper's account", () => {
  it("saves this browser's result to the account on sign-in when the account has none", async () => {
    saveQuizResult(resultOn('2026-11-20T10:00:00.000Z', 'heart'));
    const view = await signedInMember();
    await waitFor(() => expect(accountResult()?.finishedAt).toBe('2026-11-20T10:00:00.000Z'), slow);
    expect(accountResult()?.concerns).toContain('heart');
    await act(() => view.result.current.auth.signOut());
  });

  it("takes the account's result when it is newer, and saves a quiz finished while signed in", async () => {
    mockFirestore.commit([
      {
        kind: 'update',
        path: accountPath,
        fields: {
          ...toFields({
            answers: { ageGroup: '65+', gender: 'male', primaryConcerns: ['sleep'], symptoms: [] },
            recommendations: [{ number: '6', reasons: ['concern:sleep'] }],
          }),
          finishedAt: { timestampValue: '2026-11-22T10:00:00.000Z' },
        },
      },
    ]);
    saveQuizResult(resultOn('2026-11-20T10:00:00.000Z', 'heart'));
    const view = await signedInMember();
    await waitFor(() => expect(view.result.current.result?.answers.primaryConcerns).toEqual(['sleep']), slow);
    expect(view.result.current.result?.recommendations).toEqual([
      { number: '6', reasons: [{ kind: 'concern', value: 'sleep' }] },
    ]);

    // A quiz finished while signed in goes to the account.
    act(() => saveQuizResult(resultOn('2026-11-23T10:00:00.000Z', 'brain')));
    await waitFor(() => expect(accountResult()?.finishedAt).toBe('2026-11-23T10:00:00.000Z'), slow);
    expect(accountResult()?.concerns).toContain('brain');
    await act(() => view.result.current.auth.signOut());
  });

  it('says on the result when a quiz finished while signed in cannot be saved, and saves it on Try again', async () => {
    const view = await signedInMember();
    // Signed in with no result on either side: nothing to save, nothing to say.
    await waitFor(() => expect(accountResult()).toBeNull(), slow);
    expect(screen.queryByText(notSaved)).not.toBeInTheDocument();

    const writes = failFirestoreWrites();
    act(() => saveQuizResult(resultOn('2026-11-24T10:00:00.000Z', 'joint')));
    const notice = (await screen.findByText(notSaved, {}, slow)).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent(
      'We could not save your quiz results to your account, so you will not find them when you sign in ' +
        'elsewhere. They are kept in this browser.',
    );
    expect(accountResult()).toBeNull();
    // The result stays in this browser.
    expect(view.result.current.result?.answers.primaryConcerns).toEqual(['joint']);

    writes.stop();
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(accountResult()?.finishedAt).toBe('2026-11-24T10:00:00.000Z'), slow);
    await waitFor(() => expect(screen.queryByText(notSaved)).not.toBeInTheDocument());
    await act(() => view.result.current.auth.signOut());
  });

  it('says so when the account cannot be read on sign-in, and brings the two together on Try again', async () => {
    saveQuizResult(resultOn('2026-11-20T10:00:00.000Z', 'heart'));
    let failing = true;
    // The account's result is read with a batch get naming its document.
    server.use(
      http.post(/\/documents:batchGet$/, async ({ request }) =>
        failing && (await request.clone().text()).includes('/quiz/latest') ? HttpResponse.error() : undefined,
      ),
    );
    const view = await signedInMember();
    const notice = (await screen.findByText(notSaved, {}, slow)).closest<HTMLElement>('[role="alert"]')!;

    failing = false;
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(accountResult()?.finishedAt).toBe('2026-11-20T10:00:00.000Z'), slow);
    await waitFor(() => expect(screen.queryByText(notSaved)).not.toBeInTheDocument());
    await act(() => view.result.current.auth.signOut());
  });
});
