import { mockConfig } from '../../src/config/env-schema';
import type { Page } from './browser';
import { waitForPath } from './page-checks';

/** Logs in on /auth as a shopper would and waits to be sent home. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Login' });
  const roleChecked = adminCheckAnswered(page);
  const quizResultRead = firestoreReadAnswered(page, '/quiz/latest');
  await form.getByLabel('Email', { exact: false }).fill(email);
  await form.getByLabel('Password', { exact: false }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Logged in successfully', { exact: true }).waitFor();
  await waitForPath(page, '/');
  await Promise.all([roleChecked, quizResultRead]);
}

/**
 * Resolves when the store's admin check (a Firestore read of `user_roles/{uid}`) has its answer.
 * A journey waits for it before it leaves the page: a mocked request still in flight when a page
 * unloads would go to the real network.
 */
export function adminCheckAnswered(page: Page) {
  return firestoreReadAnswered(page, '/user_roles/');
}

/**
 * Resolves when a Firestore read of a document whose path contains `path` has its answer (signing
 * in also reads the shopper's kept quiz result, `users/{uid}/quiz/latest`).
 */
function firestoreReadAnswered(page: Page, path: string) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('documents:batchGet') && (response.request().postData() ?? '').includes(path),
  );
}

/** Signs an account up as the Firebase SDK does, against the local Auth at `url`: the answer's status. */
export async function signUp(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(
    `${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${mockConfig.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.status;
}
