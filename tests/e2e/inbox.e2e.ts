/**
 * The store's inbox end to end in mock mode: a shopper signs up on the community page and writes
 * to support, and the seeded admin, in another browser, finds both on /admin (the local services
 * run the Functions' own code over the one local Firestore), marks the message answered, and the
 * status is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { expectMainHeading, visit } from './page-checks';
import { seedContent } from './seed';
import { logIn } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name });

describe.concurrent('the inbox', () => {
  it('brings a newsletter sign-up and a contact message to the admin in another browser, who marks the message answered', async () => {
    const shopper = `e2e-${Date.now()}@example.com`;
    const subject = `Question ${Date.now()}`;
    let reference: string | undefined;
    await visit(browser, '/community', async ({ page }) => {
      // Stay Connected: the thanks comes once the Function has answered, with the welcome code.
      const stayConnected = page.getByRole('region', { name: 'Stay Connected' });
      await stayConnected.getByRole('textbox', { name: 'Email address' }).fill(shopper);
      await stayConnected.getByRole('button', { name: 'Subscribe' }).click();
      const thanks = stayConnected.getByRole('alert');
      await thanks.getByText('Thank you for staying connected!', { exact: false }).waitFor();
      expect(await thanks.textContent()).toContain('Your code: WELCOME10.');

      // The contact form: the confirmation names the message's reference.
      await page.goto('/contact');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await field(page, 'Your name').fill('Ada Jones');
      await field(page, 'Email address').fill(shopper);
      await field(page, 'Subject').fill(subject);
      await field(page, 'Message').fill('When will my order ship?\nThank you!');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const confirmation = page
        .getByRole('status')
        .filter({ hasText: seedContent.contactPage().successTitle });
      await confirmation.waitFor();
      reference = /SW-[A-Z0-9]{6}/.exec((await confirmation.textContent()) ?? '')?.[0];
      expect(reference).toBeTruthy();
    });

    // The admin, in a browser of their own: one store for everyone.
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'admin@example.com', 'admin-password');
      await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
      await expectMainHeading(page, 'Admin');
      const messages = page.getByRole('region', { name: 'Contact messages' });
      const card = messages.getByRole('listitem').filter({ hasText: reference! });
      await card.waitFor();
      expect(await card.textContent()).toContain(subject);
      expect(await card.textContent()).toContain(shopper);
      const newsletter = page.getByRole('region', { name: 'Newsletter' });
      await newsletter.getByRole('cell', { name: shopper }).waitFor();
      await expectNoSeriousAxeViolations(page, '/admin with a message and a subscriber');

      await card.getByRole('button', { name: 'Mark answered' }).click();
      await card.getByRole('button', { name: 'Reopen' }).waitFor();
      expect(await card.textContent()).toContain('Answered');

      // After a reload the message is no longer open, and the answered ones list it.
      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await messages.getByRole('button', { name: 'Answered', exact: true }).click();
      const answered = messages.getByRole('listitem').filter({ hasText: reference! });
      await answered.getByRole('button', { name: 'Reopen' }).waitFor();
      expect(await answered.textContent()).toContain('Answered');
      await messages.getByRole('button', { name: 'Open', exact: true }).click();
      await messages
        .getByRole('list', { name: 'Contact messages' })
        .or(messages.getByText('No open messages'))
        .first()
        .waitFor();
      expect(await messages.getByRole('listitem').filter({ hasText: reference! }).count()).toBe(0);
    });
  });

  it('sends a guest from /admin to Login, and tells a member the page is not for them', async () => {
    await visit(browser, '/admin', async ({ page }) => {
      await expectMainHeading(page, 'Login');
      expect(new URL(page.url()).search).toBe('?next=%2Fadmin');
      await logIn(page, 'member@example.com', 'member-password');
      await page.goto('/admin');
      await page.getByText('You are not allowed to see this page.').waitFor();
      expect(
        await page.getByRole('main').getByRole('link', { name: 'Back to the store' }).getAttribute('href'),
      ).toBe('/');
    });
  });

  it('unsubscribes only when asked, and says when a link is not valid', async () => {
    const forged = `/unsubscribe?token=${'a'.repeat(32)}.${'b'.repeat(43)}`;
    await visit(
      browser,
      forged,
      async ({ page }) => {
        await expectMainHeading(page, 'Unsubscribe from our newsletter');
        const button = page.getByRole('main').getByRole('button', { name: 'Unsubscribe', exact: true });
        await button.waitFor();
        await expectNoSeriousAxeViolations(page, '/unsubscribe');
        await button.click();
        await page
          .getByRole('alert')
          .getByText(
            'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
          )
          .waitFor();
      },
      // The Function refuses the forged token with HTTP 400 (and the browser logs the refused request).
      { expectedProblems: [/HTTP 400 .*unsubscribeFromNewsletter/, /status of 400/] },
    );
  });
});
