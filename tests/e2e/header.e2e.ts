/**
 * The header at every width a shopper's screen may have, signed out, signed in and as an admin:
 * nothing in it overlaps (the store's name and the links above all), no link or button takes a
 * second line, and the page never scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import type { Locator } from 'playwright-core';
import { eventually, visit } from './page-checks';
import { logIn } from './sign-in';
import { seedContent } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every 40-80 px from a small phone to a wide screen, and every 40 px through 1200-1536. */
const widths = [
  320, 360, 390, 430, 480, 540, 600, 680, 768, 820, 899, 900, 960, 1024, 1100, 1199, 1200, 1240, 1280, 1320,
  1366, 1400, 1440, 1480, 1535, 1536, 1600, 1680, 1760, 1920,
];

/** What is wrong with the header as drawn now: overlaps, a wrapped label, a sideways scroll. */
function headerProblems(page: Page) {
  return page.getByRole('banner').evaluate((banner) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const controls = [...banner.querySelectorAll<HTMLElement>('a, button')].filter(visible);
    /** The boxes a control draws: its own, and its words' (which may run outside it). */
    const boxes = controls.map((control) => {
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Words hidden from sight (a visually hidden label) draw nothing.
        if (!node.textContent?.trim() || !visible(node.parentElement!)) continue;
        // Words cut off by an ellipsis draw only up to their box's edge; others may run past it.
        let clip = { left: -Infinity, right: Infinity };
        for (let box = node.parentElement; box && control.contains(box); box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') clip = box.getBoundingClientRect();
          if (box === control) break;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const left = Math.max(rect.left, clip.left);
          const right = Math.min(rect.right, clip.right);
          if (right > left) lines.push(new DOMRect(left, rect.top, right - left, rect.height));
        }
      }
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      const lineTops = lines
        .map((line) => line.top)
        .filter((top, i, all) => all.findIndex((t) => Math.abs(t - top) < 4) === i);
      return { name, rects: [control.getBoundingClientRect(), ...lines], lines: lineTops.length };
    });
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const problems: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb))))
          problems.push(`"${a.name}" overlaps "${b.name}"`);
      }),
    );
    for (const box of boxes) {
      if (box.lines > 1) problems.push(`"${box.name}" takes ${box.lines} lines`);
      if (box.rects.some((rect) => rect.left < -0.5 || rect.right > window.innerWidth + 0.5))
        problems.push(`"${box.name}" runs off the screen`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return problems;
  });
}

async function expectHeaderFitsAtEveryWidth(page: Page, account: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await eventually(async () => expect(await headerProblems(page), `${account} at ${width} px`).toEqual([]));
  }
}

/**
 * The widest header a signed-in shopper gets: with a kept quiz result, the quiz button offers the
 * recommendations back (the text is only looked for, not read, until the quiz opens).
 */
async function keepAQuizResult(page: Page) {
  await page.evaluate(() => localStorage.setItem('sankofa:quiz-result', '{}'));
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^(Your recommendations|Results)$/ })
    .first()
    .waitFor();
}

describe.concurrent('the header at every width', () => {
  it('fits signed out', async () => {
    await visit(browser, '/', async ({ page }) => {
      await expectHeaderFitsAtEveryWidth(page, 'signed out');
    });
  });

  it('fits signed in', async () => {
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'member@example.com', 'member-password');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      await keepAQuizResult(page);
      await expectHeaderFitsAtEveryWidth(page, 'signed in');
    });
  });

  it('fits signed in as an admin', async () => {
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'admin@example.com', 'admin-password');
      await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).waitFor();
      await keepAQuizResult(page);
      await expectHeaderFitsAtEveryWidth(page, 'an admin');
    });
  });
});

/** The words a control shows (not its hidden name), and whether they are drawn whole inside it and on screen. */
function shownWords(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const words = range.getBoundingClientRect();
    const inside =
      words.width > 0 &&
      words.left >= box.left - 0.5 &&
      words.right <= box.right + 0.5 &&
      words.left >= 0 &&
      words.right <= window.innerWidth;
    return { text: (element as HTMLElement).innerText.trim(), inside };
  });
}

describe.concurrent('the account corner', () => {
  it('shows Admin and Manage subscriptions in words, on one row, at 1366 and 1024 px', async () => {
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, 'admin@example.com', 'admin-password');
      const banner = page.getByRole('banner');
      const admin = banner.getByRole('link', { name: 'Admin', exact: true });
      const manage = banner.getByRole('link', { name: 'Manage subscriptions (opens in a new tab)' });
      await admin.waitFor();
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await eventually(async () => {
          expect(await shownWords(admin), `Admin at ${width} px`).toEqual({ text: 'Admin', inside: true });
          expect(await shownWords(manage), `Manage subscriptions at ${width} px`).toEqual({
            text: 'Subscriptions',
            inside: true,
          });
          expect(await headerProblems(page), `${width} px`).toEqual([]);
        }, 5_000);
      }
    });
  });

  it('lists Admin and Manage subscriptions in words in the menu on a phone', async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        await logIn(page, 'admin@example.com', 'admin-password');
        await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: seedContent.siteSettings().brandName });
        const admin = menu.getByRole('link', { name: /^Admin/ });
        const manage = menu.getByRole('link', { name: 'Manage subscriptions (opens in a new tab)' });
        await admin.waitFor();
        expect((await shownWords(admin)).text).toMatch(/^Admin\b/);
        expect(await shownWords(manage)).toMatchObject({ inside: true });
        expect((await shownWords(manage)).text).toMatch(/^Manage subscriptions\b/);
      },
      { context: mobileViewport },
    );
  });
});
