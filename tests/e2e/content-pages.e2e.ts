import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnPromiseProblems } from '../../src/domain/return-promise';
import {
  connectBrowser,
  desktopViewport,
  mobileViewport,
  newVisit,
  type Browser,
  type Page,
} from './browser';
import { eventually, pathOf, visit, waitForPath } from './page-checks';
import { storeRoutes } from './routes';
import { seedContent } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The questions whose answers are open (each question is the summary of a native disclosure). */
const expandedQuestions = (page: Page) => page.locator('main details[open] > summary').allTextContents();
const expectExpanded = (page: Page, questions: string[]) =>
  eventually(async () => expect(await expandedQuestions(page)).toEqual(questions));
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();
/** The selected tab follows the address once the new page has rendered. */
const expectSelectedTab = (page: Page, name: string) =>
  eventually(async () => expect(await selectedTab(page)).toBe(name));

describe.concurrent('FAQ', () => {
  it('opens one question at a time and closes the open one again, by mouse and by keyboard', async () => {
    await visit(browser, '/faq', async ({ page }) => {
      const items = seedContent.faqItems();
      const questions = items.map((item) => item.question);
      expect(questions).toHaveLength(10);
      for (const question of questions) await page.locator('main summary', { hasText: question }).waitFor();
      expect(await expandedQuestions(page)).toEqual([]);

      const [first, second] = questions as [string, string];
      await page.locator('main summary', { hasText: first }).click();
      await expectExpanded(page, [first]);
      await page.getByText(items[0]?.answer ?? '').waitFor();

      await page.locator('main summary', { hasText: second }).click();
      await expectExpanded(page, [second]);

      await page.locator('main summary', { hasText: second }).click();
      await expectExpanded(page, []);

      // Keyboard: Enter and Space on a focused question open and close it.
      await page.locator('main summary', { hasText: first }).focus();
      await page.keyboard.press('Enter');
      await expectExpanded(page, [first]);
      await page.keyboard.press('Space');
      await expectExpanded(page, []);
    });
  });

  it('sends shoppers with more questions to the contact page', async () => {
    await visit(browser, '/faq', async ({ page }) => {
      await page.getByText('Still have questions?').waitFor();
      await page.getByRole('link', { name: 'Contact Support' }).click();
      await waitForPath(page, '/contact');
      await page.getByRole('heading', { level: 1, name: seedContent.contactPage().title }).waitFor();
    });
  });
});

describe.concurrent('Legal information', () => {
  /** "November 1, 2026": the day a legal page's content says it was last updated. */
  const lastUpdated = (kind: 'privacy' | 'terms') => {
    const day = seedContent.legalPages().find((page) => page.kind === kind)?.lastUpdated ?? '';
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));
  };

  it('opens the privacy policy by default, dated as its content says, and switches tabs by address', async () => {
    await visit(
      browser,
      '/privacy',
      async ({ page }) => {
        await page.getByRole('tablist').waitFor();
        expect(await page.getByRole('tab').allTextContents()).toEqual([
          'Privacy Policy',
          'Terms of Service',
          'Medical Disclaimer',
          'Review Guidelines',
          'Accessibility',
        ]);
        await expectSelectedTab(page, 'Privacy Policy');
        await page.getByText(`Last updated: ${lastUpdated('privacy')}`).waitFor();
        const historyLength = await page.evaluate(() => history.length);

        await page.getByRole('tab', { name: 'Terms of Service' }).click();
        await waitForPath(page, '/terms');
        await expectSelectedTab(page, 'Terms of Service');
        await page.getByRole('heading', { level: 2, name: 'Terms of Service' }).waitFor();
        await page.getByText(`Last updated: ${lastUpdated('terms')}`).waitFor();

        await page.getByRole('tab', { name: 'Medical Disclaimer' }).click();
        await waitForPath(page, '/disclaimer');
        await expectSelectedTab(page, 'Medical Disclaimer');
        // Switching tabs replaces the address: Back leaves the legal page rather than the tab.
        expect(await page.evaluate(() => history.length)).toBe(historyLength);
        expect(await page.getByText('Last updated:').count()).toBe(0);
      },
      // Read on another day, the page still says the day its content was last updated.
      { prepare: (page) => page.clock.setFixedTime(new Date('2027-03-05T12:00:00')) },
    );
  });

  it.each([320, 390, 700])('shows every tab name whole on the first screen %i px wide', async (width) => {
    await visit(
      browser,
      '/terms',
      async ({ page }) => {
        const tabs = page.getByRole('tab');
        await tabs.first().waitFor();
        const drawn = await tabs.evaluateAll((elements) =>
          elements.map((tab) => {
            const box = tab.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(tab);
            // Each line of the name: inside its tab (not cut by it) and inside the screen.
            const lines = [...range.getClientRects()].filter((line) => line.width > 0);
            const whole = lines.every(
              (line) =>
                line.left >= Math.max(box.left, 0) - 0.5 &&
                line.right <= Math.min(box.right, window.innerWidth) + 0.5 &&
                line.top >= box.top - 0.5 &&
                line.bottom <= box.bottom + 0.5,
            );
            return { name: tab.textContent, whole, onScreen: box.bottom <= window.innerHeight };
          }),
        );
        expect(drawn).toEqual(
          [
            'Privacy Policy',
            'Terms of Service',
            'Medical Disclaimer',
            'Review Guidelines',
            'Accessibility',
          ].map((name) => ({
            name,
            whole: true,
            onScreen: true,
          })),
        );
      },
      { context: { ...mobileViewport, viewport: { width, height: 844 } } },
    );
  });

  it('shows the disclaimer with its FDA warning and five sections', async () => {
    await visit(browser, '/disclaimer', async ({ page }) => {
      await page.getByRole('tablist').waitFor();
      await expectSelectedTab(page, 'Medical Disclaimer');
      const warning = page.getByRole('note');
      await warning.waitFor();
      const warningText = await warning.textContent();
      expect(warningText).toMatch(/not been evaluated by the Food and Drug Administration/);
      expect(warningText).toMatch(/not intended to diagnose, treat, cure,? or prevent any disease/);
      const sections = await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allTextContents();
      for (const section of [
        'Not Medical Advice',
        'Consult Your Healthcare Provider',
        'Individual Results May Vary',
        'Drug Interactions',
        'Emergency Medical Attention',
      ]) {
        expect(sections).toContain(section);
      }
    });
  });

  it('opens the terms tab at /terms', async () => {
    await visit(browser, '/terms', async ({ page }) => {
      await page.getByRole('tablist').waitFor();
      await expectSelectedTab(page, 'Terms of Service');
    });
  });
});

describe.concurrent('Contact form', () => {
  const field = (page: Page, name: string) => page.getByRole('textbox', { name });
  const send = (page: Page) =>
    page.getByRole('button', { name: seedContent.contactPage().submitLabel }).click();

  it('names every missing field inline and sends nothing', async () => {
    await visit(browser, '/contact', async ({ page }) => {
      await send(page);
      for (const message of [
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter a subject.',
        'Please enter your message.',
      ]) {
        await page.getByText(message).waitFor();
      }
      expect(await field(page, 'Your name').getAttribute('aria-invalid')).toBe('true');
      // The first field to fix has the focus.
      expect(await field(page, 'Your name').evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await page.getByText(seedContent.contactPage().successTitle).count()).toBe(0);
      expect(pathOf(page)).toBe('/contact');
    });
  });

  it('rejects an invalid email address, then sends the fixed message and confirms it with its reference', async () => {
    await visit(browser, '/contact', async ({ page }) => {
      // Angle brackets around an address are ordinary text, not HTML.
      await field(page, 'Your name').fill('Ada Jones <ada@example.com>');
      await field(page, 'Email address').fill('ada.example.com');
      await field(page, 'Subject').fill('My order');
      await field(page, 'Message').fill('When will my order ship?');
      await send(page);
      await page.getByText('Please enter a valid email address').waitFor();
      expect(await page.getByText('Please enter your name.').count()).toBe(0);
      expect(await page.getByText(seedContent.contactPage().successTitle).count()).toBe(0);

      await field(page, 'Email address').fill('ada@example.com');
      await send(page);
      // The store's Function keeps the message and answers with its reference.
      const confirmation = page
        .getByRole('status')
        .filter({ hasText: seedContent.contactPage().successTitle });
      await confirmation.waitFor();
      expect(await confirmation.textContent()).toMatch(/Your reference: SW-[A-Z0-9]{6}/);
      const support = page.getByRole('link', { name: seedContent.siteSettings().contact.email });
      expect(await support.getAttribute('href')).toBe(`mailto:${seedContent.siteSettings().contact.email}`);
    });
  });

  it('asks the shopper to wait, not to check the connection, after three messages from one mailbox in an hour', async () => {
    await visit(
      browser,
      '/contact',
      async ({ page }) => {
        const confirmation = page
          .getByRole('status')
          .filter({ hasText: seedContent.contactPage().successTitle });
        const write = async (email: string) => {
          await field(page, 'Your name').fill('Grace');
          await field(page, 'Email address').fill(email);
          await field(page, 'Subject').fill('My order');
          await field(page, 'Message').fill('When will my order ship?');
          await send(page);
        };
        // One mailbox, however it is written.
        for (const email of ['grace@gmail.com', 'g.race@gmail.com', 'grace+shop@googlemail.com']) {
          await write(email);
          await confirmation.waitFor();
          await page.getByRole('button', { name: 'Write another message' }).click();
        }
        await write('Grace@gmail.com');
        const failure = page.getByRole('alert').filter({ hasText: 'Your message is still here' });
        await failure.waitFor();
        const text = await failure.textContent();
        expect(text).toContain(
          'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
        );
        expect(text).toContain('Send it later');
        expect(text).not.toMatch(/connection/i);
        expect(await field(page, 'Message').inputValue()).toBe('When will my order ship?');
      },
      // The refusal is the Function's 429 answer, which the browser logs as a failed request.
      { expectedProblems: [/429/] },
    );
  });
});

describe('the return promise', () => {
  it('is the same one on every prerendered page, closed answers and all', async () => {
    const { page, context } = await newVisit(browser, { ...desktopViewport, javaScriptEnabled: false });
    try {
      const problems: string[] = [];
      for (const { path } of storeRoutes()) {
        await page.goto(path);
        const text = await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
          return document.body.innerText;
        });
        for (const line of text.split('\n'))
          problems.push(...returnPromiseProblems(line).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
