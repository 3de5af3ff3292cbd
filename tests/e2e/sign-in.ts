import type { Page } from './browser';
import { waitForPath } from './page-checks';

/** Logs in on /auth as a shopper would and waits to be sent home. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: false }).fill(email);
  await form.getByLabel('Password', { exact: false }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Logged in successfully', { exact: true }).waitFor();
  await waitForPath(page, '/');
}
