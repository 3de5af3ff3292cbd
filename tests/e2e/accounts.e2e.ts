/**
 * Accounts as a shopper meets them: sign up (which does not sign in), the spec's error toasts,
 * login, the header's signed-in state, a session that survives a reload, the /auth redirect and
 * logout. Runs against the mock Firebase Auth, which answers as Firebase does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { visit, waitForPath } from './page-checks';
import { adminCheckAnswered, logIn } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole('banner');
const form = (page: Page, name: 'Login' | 'Sign Up') => page.getByRole('form', { name });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function fillAndSubmit(page: Page, mode: 'Login' | 'Sign Up', fields: Record<string, string>) {
  const scope = form(page, mode);
  for (const [label, value] of Object.entries(fields)) {
    await scope.getByLabel(label, { exact: false }).first().fill(value);
  }
  await scope.getByRole('button', { name: mode, exact: true }).click();
}

/** Refused credentials answer HTTP 400, as Firebase's do: expected here, not a broken request. */
const refusedByAuth = [
  /HTTP 400 \S+\/identitytoolkit\.googleapis\.com\//,
  /console error: Failed to load resource: the server responded with a status of 400/,
];

describe.concurrent('accounts', () => {
  it('signs up without signing in, then logs in, stays signed in after a reload, and logs out', async () => {
    const email = `amara.${Date.now()}@example.com`;
    await visit(browser, '/auth', async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await expectNoSeriousAxeViolations(page, '/auth');
      await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
      await fillAndSubmit(page, 'Sign Up', {
        Email: email,
        Password: 'amara-pass',
        'Confirm Password': 'amara-pass',
      });

      await toast(page, 'Account created successfully! You can now login.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      expect(await form(page, 'Login').getByLabel('Password', { exact: false }).inputValue()).toBe('');
      await expect(header(page).getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);

      const roleChecked = adminCheckAnswered(page);
      await fillAndSubmit(page, 'Login', { Password: 'amara-pass' });
      await toast(page, 'Logged in successfully').waitFor();
      await waitForPath(page, '/');
      await header(page).getByText(email.split('@')[0]!, { exact: true }).waitFor();
      await header(page).getByRole('button', { name: 'Logout' }).waitFor();

      await roleChecked;
      const roleCheckedAgain = adminCheckAnswered(page);
      await page.reload();
      await header(page).getByRole('button', { name: 'Logout' }).waitFor();
      await roleCheckedAgain;
      const roleCheckedOnAuth = adminCheckAnswered(page);
      await page.goto('/auth');
      await waitForPath(page, '/');
      await roleCheckedOnAuth;

      await header(page).getByRole('button', { name: 'Logout' }).click();
      await header(page).getByRole('link', { name: 'Login' }).waitFor();
      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await header(page).getByRole('link', { name: 'Login' }).waitFor();
    });
  });

  it('knows an account made in one browser in every other', async () => {
    const email = `kofi.${Date.now()}@example.com`;
    await visit(browser, '/auth', async ({ page }) => {
      await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
      await fillAndSubmit(page, 'Sign Up', {
        Email: email,
        Password: 'kofi-pass',
        'Confirm Password': 'kofi-pass',
      });
      await toast(page, 'Account created successfully! You can now login.').waitFor();
    });
    // Another shopper's browser: its own storage and session, the same store.
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, email, 'kofi-pass');
      await header(page).getByText(email.split('@')[0]!, { exact: true }).waitFor();
    });
  });

  it('answers bad input and refused credentials with the spec toasts, changing nothing', async () => {
    await visit(
      browser,
      '/auth',
      async ({ page }) => {
        await fillAndSubmit(page, 'Login', {});
        await toast(page, 'Please fill in all fields').waitFor();

        await fillAndSubmit(page, 'Login', { Email: 'member@example.com', Password: 'wrong-password' });
        await toast(page, 'Login Failed').waitFor();
        await toast(page, 'Invalid email or password').waitFor();

        await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
        await fillAndSubmit(page, 'Sign Up', {
          Email: 'new@example.com',
          Password: 'abcdef',
          'Confirm Password': 'abcdeg',
        });
        await toast(page, 'Passwords do not match').waitFor();
        await fillAndSubmit(page, 'Sign Up', { Password: 'abc', 'Confirm Password': 'abc' });
        await toast(page, 'Password must be at least 6 characters').waitFor();
        await fillAndSubmit(page, 'Sign Up', {
          Email: 'admin@example.com',
          Password: 'another-pass',
          'Confirm Password': 'another-pass',
        });
        await toast(page, 'This email is already registered. Please login instead.').waitFor();

        expect(new URL(page.url()).pathname).toBe('/auth');
        await header(page).getByRole('link', { name: 'Login' }).waitFor();
      },
      { expectedProblems: refusedByAuth },
    );
  });

  it('shows the full email and the (Admin) tag in the mobile menu of an admin', async () => {
    await visit(
      browser,
      '/auth',
      async ({ page }) => {
        await logIn(page, 'admin@example.com', 'admin-password');
        await page.getByRole('link', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: /Sankofa/ });
        await menu.getByText('admin@example.com', { exact: true }).waitFor();
        await menu.getByText('(Admin)', { exact: true }).waitFor();
        await menu.getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('link', { name: 'Open menu' }).click();
        await menu.getByRole('link', { name: 'Login' }).waitFor();
      },
      { context: mobileViewport },
    );
  });
});
