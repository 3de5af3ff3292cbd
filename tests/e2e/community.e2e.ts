/**
 * The community lists from Firestore (the mock backend's seeded lists): every visitor reads them,
 * only an admin sees the refresh buttons, and each refresh runs its Function (the real ingest code
 * over the fixture feeds), says how many entries it added and shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, visit } from './page-checks';
import { adminCheckAnswered, logIn } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lists = [
  {
    title: 'Events & Screenings',
    button: 'Update Events',
    toastTitle: 'Events Updated',
    toastText: /^Successfully fetched (\d+) new health (?:event|events and screenings)\.$/,
  },
  {
    title: 'Caregiver Resources',
    button: 'Update Resources',
    toastTitle: 'Resources Updated',
    toastText: /^Successfully fetched (\d+) new caregiver resources?\.$/,
  },
  {
    title: 'Support Groups',
    button: 'Update Groups',
    toastTitle: 'Groups Updated',
    toastText: /^Successfully fetched (\d+) new support groups?\.$/,
  },
] as const;

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** The entries of a list, by their titles (each card is headed by its title). */
const cards = (page: Page, title: string) =>
  section(page, title).getByRole('list', { name: title }).getByRole('heading', { level: 3 });
const updateButtons = (page: Page) =>
  page.getByRole('button', { name: /^Update (Events|Resources|Groups)$/ });

async function waitForLists(page: Page) {
  for (const { title } of lists) await cards(page, title).first().waitFor();
}

describe.concurrent('community lists', () => {
  it('shows every visitor the newest entries, only events with a date and a settled place, and no refresh buttons', async () => {
    await visit(browser, '/community', async ({ page }) => {
      await waitForLists(page);
      for (const { title } of lists) {
        const count = await cards(page, title).count();
        expect(count, title).toBeGreaterThan(0);
        expect(count, title).toBeLessThanOrEqual(12);
      }
      const places = await section(page, 'Events & Screenings').getByRole('list').first().textContent();
      expect(places).not.toMatch(/\bTBD\b|\bor\b [A-Z]/);
      expect(await updateButtons(page).count()).toBe(0);
      const website = section(page, 'Caregiver Resources').getByRole('link').first();
      expect(await website.getAttribute('target')).toBe('_blank');
      expect(await website.getAttribute('rel')).toContain('noopener');
      await expectNoSeriousAxeViolations(page, '/community with its lists');
    });
  });

  it('shows a signed-in member without the admin role no refresh buttons', async () => {
    await visit(browser, '/auth', async ({ page }) => {
      await logIn(page, 'member@example.com', 'member-password');
      const roleChecked = adminCheckAnswered(page);
      await page.goto('/community');
      await waitForLists(page);
      await roleChecked;
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      expect(await updateButtons(page).count()).toBe(0);
    });
  });

  it('lets an admin refresh each list: busy button, the count in a toast, the new entries, then that none are new', async () => {
    await visit(browser, '/auth', async ({ page }) => {
      await logIn(page, 'admin@example.com', 'admin-password');
      await page.goto('/community');
      await waitForLists(page);

      for (const { title, button, toastTitle, toastText } of lists) {
        const update = section(page, title).getByRole('button', { name: button });
        const before = await cards(page, title).allTextContents();
        await update.click();
        await eventually(async () => expect(await update.isDisabled()).toBe(true), 5_000).catch(() => {
          // A fast refresh can finish before the check: the toast below still proves it ran.
        });
        const toast = page.getByText(toastText);
        await page.getByText(toastTitle, { exact: true }).waitFor();
        const added = Number(toastText.exec((await toast.textContent()) ?? '')?.[1]);
        expect(added, `${title}: new entries`).toBeGreaterThan(0);
        await eventually(async () => expect(await cards(page, title).allTextContents()).not.toEqual(before));
        await expect(update.isEnabled()).resolves.toBe(true);
      }

      await page.reload();
      await waitForLists(page);
      const events = lists[0];
      await section(page, events.title).getByRole('button', { name: events.button }).click();
      await page.getByText('Events Up to Date', { exact: true }).waitFor();
      await page.getByText('No new events found. The list is up to date.').waitFor();
    });
  });
});
