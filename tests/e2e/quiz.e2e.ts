/**
 * The four-step wellness quiz from the header and from the conditions index: progress, Next and
 * Back, the recommendations it ends in (at most 4 products), and the fallback when the answers
 * lead to no product.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, visit, waitForPath } from './page-checks';
import { headingAt } from './routes';
import { catalogue } from '../../mocks/data/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SeedQuiz {
  title: string;
  steps: { ageGroup: string; gender: string; concerns: string; symptoms: string };
  concerns: { value: string; label: string; category: string }[];
  genders: { value: string; label: string; category?: string }[];
  categories: { category: string; productIds: string[] }[];
  maxRecommendations: number;
  resultTitle: string;
  resultSubtitle: string;
  fallbackText: string;
  fallbackButtonLabel: string;
}

/** The editors' quiz, as the mock Content Lake serves it. */
const quiz = readFileSync(new URL('../../mocks/data/content.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _id: string } & SeedQuiz)
  .find((document) => document._id === 'quiz')!;

const productsOf = (category: string) =>
  quiz.categories.find((entry) => entry.category === category)?.productIds ?? [];
const titleOf = (number: string) => catalogue.find((product) => String(product.number) === number)!.title;

const quizDialog = (page: Page) => page.getByRole('dialog', { name: quiz.title });
const recommendations = (page: Page) => page.getByRole('dialog', { name: quiz.resultTitle });
const progress = (dialog: Locator) => dialog.getByRole('progressbar', { name: 'Quiz progress' });
const button = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true });

async function expectStep(dialog: Locator, step: number, question: string) {
  await dialog.getByRole('heading', { name: question, exact: true }).waitFor();
  expect(await progress(dialog).getAttribute('aria-valuetext')).toBe(`Step ${step} of 4`);
  expect(await progress(dialog).getAttribute('aria-valuenow')).toBe(String(step * 25));
}

const headerQuizButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Quiz', exact: true });

describe.concurrent('the wellness quiz', () => {
  it('steps through four questions with Next and Back and ends in at most 4 recommendations', async () => {
    await visit(browser, '/', async ({ page }) => {
      await headerQuizButton(page).click();
      const dialog = quizDialog(page);
      await dialog.waitFor();

      await expectStep(dialog, 1, quiz.steps.ageGroup);
      expect(await button(dialog, 'Next').isDisabled(), 'Next waits for an answer').toBe(true);
      expect(await button(dialog, 'Back').count(), 'no Back on the first step').toBe(0);
      await expectNoSeriousAxeViolations(page, 'quiz step 1');
      await dialog.getByRole('radio', { name: '35-49', exact: true }).check();
      await button(dialog, 'Next').click();

      await expectStep(dialog, 2, quiz.steps.gender);
      expect(await button(dialog, 'Next').isDisabled()).toBe(true);
      await button(dialog, 'Back').click();
      await expectStep(dialog, 1, quiz.steps.ageGroup);
      expect(
        await dialog.getByRole('radio', { name: '35-49', exact: true }).isChecked(),
        'the answer is kept',
      ).toBe(true);
      await button(dialog, 'Next').click();
      await expectStep(dialog, 2, quiz.steps.gender);
      await dialog.getByRole('radio', { name: 'Female', exact: true }).check();
      await expectNoSeriousAxeViolations(page, 'quiz step 2');
      await button(dialog, 'Next').click();

      await expectStep(dialog, 3, quiz.steps.concerns);
      expect(await button(dialog, 'Next').isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: 'Heart Health', exact: true }).check();
      await dialog.getByRole('checkbox', { name: 'Sleep', exact: true }).check();
      await expectNoSeriousAxeViolations(page, 'quiz step 3');
      await button(dialog, 'Next').click();

      await expectStep(dialog, 4, quiz.steps.symptoms);
      expect(await button(dialog, 'Next').count(), 'no Next on the last step').toBe(0);
      await dialog.getByRole('checkbox', { name: 'Trouble sleeping', exact: true }).check();
      await expectNoSeriousAxeViolations(page, 'quiz step 4');
      await button(dialog, 'Get My Recommendations').click();

      // Heart, then sleep (the symptom adds nothing new), then women's health: the first 4.
      const candidates = [...productsOf('heart'), ...productsOf('sleep'), ...productsOf('womens-health')];
      expect(candidates.length, 'more candidates than the cap').toBeGreaterThan(quiz.maxRecommendations);
      const expected = candidates.slice(0, quiz.maxRecommendations).map(titleOf);

      const results = recommendations(page);
      await results.waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await results.getByText(quiz.resultSubtitle).waitFor();
      await eventually(async () =>
        expect(await results.getByRole('article').getByRole('heading').allTextContents()).toEqual(expected),
      );
      for (const title of expected) {
        const card = results.getByRole('article', { name: title, exact: true });
        for (const name of ['Add to Cart', 'Buy Now', 'View Details']) await button(card, name).waitFor();
      }
      await expectNoSeriousAxeViolations(page, 'the recommendations');

      // View Details opens the product over the list; closing it returns to the list.
      await button(results.getByRole('article', { name: expected[0], exact: true }), 'View Details').click();
      const detail = page.getByRole('dialog', { name: expected[0] });
      await detail.getByRole('heading', { name: 'Key Benefits' }).waitFor();
      await button(detail, 'Close').click();
      await detail.waitFor({ state: 'hidden' });

      await button(results, 'Close').click();
      await results.waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('offers the shop when the answers lead to no product', async () => {
    await visit(browser, '/about', async ({ page }) => {
      // Concerns whose categories have no products yet, no gender category, no symptoms.
      expect(productsOf('cholesterol')).toEqual([]);
      expect(productsOf('stress')).toEqual([]);
      await headerQuizButton(page).click();
      const dialog = quizDialog(page);
      await dialog.getByRole('radio', { name: '65+', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('radio', { name: 'Prefer not to say', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('checkbox', { name: 'Cholesterol', exact: true }).check();
      await dialog.getByRole('checkbox', { name: 'Stress & Mood', exact: true }).check();
      await button(dialog, 'Next').click();
      await expectStep(dialog, 4, quiz.steps.symptoms);
      await button(dialog, 'Get My Recommendations').click();

      const results = recommendations(page);
      await results.getByText(quiz.fallbackText).waitFor();
      expect(await results.getByRole('article').count()).toBe(0);
      await expectNoSeriousAxeViolations(page, 'the recommendations fallback');

      await results.getByRole('link', { name: quiz.fallbackButtonLabel }).click();
      await waitForPath(page, '/shop');
      await results.waitFor({ state: 'hidden' });
      await expectMainHeading(page, 'Supplements for Our Health');
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('"Take Quiz for {condition}" on /conditions starts with that concern ticked', async () => {
    await visit(browser, '/conditions', async ({ page }) => {
      await expectMainHeading(page, headingAt('/conditions'));
      await page.getByRole('main').getByRole('link', { name: 'Take Quiz for Heart Health' }).click();
      const dialog = quizDialog(page);
      await expectStep(dialog, 1, quiz.steps.ageGroup);
      await dialog.getByRole('radio', { name: '50-64', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
      await button(dialog, 'Next').click();

      await expectStep(dialog, 3, quiz.steps.concerns);
      const ticked = await dialog
        .getByRole('checkbox', { checked: true })
        .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
      expect(ticked).toEqual(['Heart Health']);
      expect(await button(dialog, 'Next').isEnabled(), 'the concern already answers step 3').toBe(true);
    });
  });
});
