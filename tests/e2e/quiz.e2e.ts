/**
 * The four-step wellness quiz from the header and from the conditions pages: progress, Next and
 * Back, the optional medications question of step 4, the recommendations it ends in (at most 4
 * products, one for each answer before any second, each saying why it was picked), and real
 * products for every concern. Then what it remembers: the recommendations reopen after a product
 * goes to the cart and after a reload, a retake starts from the last answers, and "Add all to cart"
 * sends one cart request. The cards' buttons keep their words on one line at every width.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { baseUrl, connectBrowser, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, visit, waitForCartAnswer } from './page-checks';
import { headingAt } from './routes';
import { catalogue } from '../../mocks/data/catalogue';
import { logIn, signUp } from './sign-in';

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

/**
 * Every counter on screen says the same step of 4: the text, the bar's value, what it announces and
 * how far it is filled; the last step finishes instead of going on.
 */
async function expectStep(dialog: Locator, step: number, question: string) {
  await dialog.getByRole('heading', { name: question, exact: true }).waitFor();
  expect(await dialog.getByText(/^Step \d+ of \d+$/).allTextContents()).toEqual([`Step ${step} of 4`]);
  expect(await progress(dialog).getAttribute('aria-valuetext')).toBe(`Step ${step} of 4`);
  expect(await progress(dialog).getAttribute('aria-valuenow')).toBe(String(step * 25));
  await eventually(async () => {
    const filled = await progress(dialog).evaluate((track) => {
      const bar = track.firstElementChild!.getBoundingClientRect();
      const whole = track.getBoundingClientRect();
      return (bar.right - whole.left) / whole.width;
    });
    expect(filled).toBeCloseTo(step / 4, 2);
  });
  const last = step === 4;
  expect(await button(dialog, 'Next').count(), `Next on step ${step}`).toBe(last ? 0 : 1);
  expect(await button(dialog, 'Get My Recommendations').count(), `finish on step ${step}`).toBe(last ? 1 : 0);
}

const headerQuizButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Quiz', exact: true });
/** The header's quiz button once a result is kept: "Results" below 1536 px, where the header has no room. */
const headerRecommendationsButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(Your recommendations|Results)$/ });

const medicationsQuestion = 'Do you take any of these medications?';
const addMedications = (dialog: Locator) => button(dialog, 'Add your medications to check your stack');

/** Opens step 4's medications question (unless an answer given before shows it open already). */
async function openMedications(dialog: Locator) {
  if ((await addMedications(dialog).getAttribute('aria-expanded')) !== 'true')
    await addMedications(dialog).click();
  await dialog.getByRole('heading', { name: medicationsQuestion, exact: true }).waitFor();
}

/** Cart changes sent to the Storefront API (each a GraphQL mutation), by operation name. */
function watchCartMutations(page: Page): string[] {
  const mutations: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql.json')) return;
    const mutation = /mutation\s+(\w+)/.exec(request.postData() ?? '')?.[1];
    if (mutation) mutations.push(mutation);
  });
  return mutations;
}

/**
 * How many lines the words of each button on the cards take (Add to Cart, Buy Now, View Details):
 * the distinct line boxes of their text.
 */
const cardButtonLines = (results: Locator) =>
  results
    .getByRole('article')
    .getByRole('button', { name: /^(Add to Cart|Buy Now|View Details)$/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const lines = new Set<number>();
        const words = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = words.nextNode(); text; text = words.nextNode()) {
          if (!text.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const box of range.getClientRects()) lines.add(Math.round(box.bottom));
        }
        return `${button.textContent}: ${lines.size}`;
      }),
    );

/** Finishes the quiz with four concerns, so the results show four cards (a phone's Quiz is in its bottom bar). */
async function fourRecommendations(page: Page, { phone = false } = {}) {
  if (phone)
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Quiz' }).click();
  else await headerQuizButton(page).click();
  const dialog = quizDialog(page);
  await dialog.getByRole('radio', { name: '35-49', exact: true }).check();
  await button(dialog, 'Next').click();
  await dialog.getByRole('radio', { name: 'Prefer not to say', exact: true }).check();
  await button(dialog, 'Next').click();
  for (const concern of ['Blood Sugar', 'Heart Health', 'Sleep', 'Joint & Bone'])
    await dialog.getByRole('checkbox', { name: concern, exact: true }).check();
  await button(dialog, 'Next').click();
  await expectStep(dialog, 4, quiz.steps.symptoms);
  await button(dialog, 'Get My Recommendations').click();
  const results = recommendations(page);
  await eventually(async () => expect(await results.getByRole('article').count()).toBe(4));
  return results;
}

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
      await dialog.getByRole('checkbox', { name: 'Trouble sleeping', exact: true }).check();
      expect(await addMedications(dialog).getAttribute('aria-expanded')).toBe('false');
      await expectNoSeriousAxeViolations(page, 'quiz step 4');

      // The optional medications question is part of step 4: "None" and "Prefer not to say" stand alone.
      await openMedications(dialog);
      await expectStep(dialog, 4, quiz.steps.symptoms);
      await dialog
        .getByText('Your answer stays in this browser and is used only to look for interactions', {
          exact: false,
        })
        .waitFor();
      await dialog.getByRole('checkbox', { name: 'Statins (cholesterol medication)', exact: true }).check();
      await dialog.getByRole('checkbox', { name: 'None', exact: true }).check();
      expect(
        await dialog
          .getByRole('checkbox', { name: 'Statins (cholesterol medication)', exact: true })
          .isChecked(),
      ).toBe(false);
      await dialog.getByRole('checkbox', { name: 'Thyroid medication', exact: true }).check();
      expect(await dialog.getByRole('checkbox', { name: 'None', exact: true }).isChecked()).toBe(false);
      await expectNoSeriousAxeViolations(page, 'the medications question');
      await button(dialog, 'Get My Recommendations').click();

      // One product for each answer (heart, sleep, whose symptom adds nothing new, and women's
      // health), then heart's second: the first 4.
      expect(productsOf('heart').length, 'heart has a second product').toBeGreaterThan(1);
      const expected = [
        productsOf('heart')[0]!,
        productsOf('sleep')[0]!,
        productsOf('womens-health')[0]!,
        productsOf('heart')[1]!,
      ].map(titleOf);

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
      // Each card says why it was picked, in the quiz's own words.
      const reasons = (title: string) =>
        results
          .getByRole('article', { name: title, exact: true })
          .getByRole('list', { name: 'Why we picked it' })
          .getByRole('listitem')
          .allTextContents();
      expect(await reasons(expected[0]!)).toEqual(['For your concern: Heart Health']);
      expect(await reasons(expected[1]!)).toEqual([
        'For your concern: Sleep',
        "For what you're experiencing: Trouble sleeping",
      ]);
      await expectNoSeriousAxeViolations(page, 'the recommendations');
      // The medication answer stays in this browser, apart from the result.
      const stored = await page.evaluate(() => ({
        medications: localStorage.getItem('sankofa:medications'),
        result: localStorage.getItem('sankofa:quiz-result') ?? '',
      }));
      expect(JSON.parse(stored.medications!)).toEqual({ choice: 'classes', classes: ['thyroid'] });
      expect(stored.result).not.toMatch(/thyroid/);

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

  it('recommends real products for Stress & Mood and Cholesterol, one for each before any second', async () => {
    await visit(browser, '/about', async ({ page }) => {
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

      const [cholesterol, stress] = [productsOf('cholesterol'), productsOf('stress')];
      const expected = [cholesterol[0], stress[0], cholesterol[1], stress[1]].map((number) =>
        titleOf(number!),
      );
      const results = recommendations(page);
      await results.waitFor();
      await eventually(async () =>
        expect(await results.getByRole('article').getByRole('heading').allTextContents()).toEqual(expected),
      );
      expect(await results.getByText(quiz.fallbackText).count(), 'no fallback').toBe(0);
      await results
        .getByRole('article', { name: expected[1], exact: true })
        .getByText('For your concern: Stress & Mood', { exact: true })
        .waitFor();
      // The products are the shop's own: each is listed on the shop page of its health goal.
      await button(results, 'Close').click();
      await results.waitFor({ state: 'hidden' });
      await page.goto('/shop/stress');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      for (const number of stress)
        await page
          .getByRole('main')
          .getByRole('heading', { name: titleOf(number), exact: true })
          .waitFor();
    });
  });

  it.each([
    ['/conditions', 'Heart Health', 'Heart Health'],
    // The quiz has no blood-pressure concern: the nearest one.
    ['/conditions/blood-pressure', 'Blood Pressure', 'Heart Health'],
  ])('"Take Quiz for {condition}" on %s: for %s, starts with %s ticked', async (path, condition, concern) => {
    await visit(browser, path, async ({ page }) => {
      await expectMainHeading(page, headingAt(path));
      await page
        .getByRole('main')
        .getByRole('link', { name: `Take Quiz for ${condition}` })
        .click();
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
      expect(ticked).toEqual([concern]);
      expect(await button(dialog, 'Next').isEnabled(), 'the concern already answers step 3').toBe(true);
    });
  });

  it('remembers its recommendations: they reopen after Add to Cart and a reload, a retake starts from the last answers, and Add all to cart sends one request', async () => {
    await visit(browser, '/', async ({ page }) => {
      const cartMutations = watchCartMutations(page);
      await headerQuizButton(page).click();
      const dialog = quizDialog(page);
      await dialog.getByRole('radio', { name: '50-64', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('checkbox', { name: 'Blood Sugar', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('checkbox', { name: 'Fatigue or low energy', exact: true }).check();
      await openMedications(dialog);
      await dialog.getByRole('checkbox', { name: 'Diabetes medication', exact: true }).check();
      await button(dialog, 'Get My Recommendations').click();

      // Blood sugar, the symptom's energy and men's health one each, then blood sugar's second.
      // Energy's first product gives more niacin than the daily upper limit on its own: its second.
      expect(titleOf(productsOf('energy')[0]!)).toBe('Daily Energy B-Complex');
      const expected = [
        productsOf('blood-sugar')[0]!,
        productsOf('energy')[1]!,
        productsOf('mens-health')[0]!,
        productsOf('blood-sugar')[1]!,
      ].map(titleOf);
      const results = recommendations(page);
      const titles = () => results.getByRole('article').getByRole('heading').allTextContents();
      await eventually(async () => expect(await titles()).toEqual(expected));

      // One product to the cart: the cart opens over the page, and the results are kept.
      await button(results.getByRole('article', { name: expected[0], exact: true }), 'Add to Cart').click();
      // Berberine is sold for weight management too: its date of birth first (age-check.e2e.ts), which
      // the cart then carries for "Add all to cart".
      expect(catalogue.find((product) => product.title === expected[0])?.ageRestricted).toBe(true);
      const age = page.getByRole('dialog', { name: 'Confirm your age' });
      await age.getByLabel('Date of birth').fill('1990-07-24');
      await age.getByRole('button', { name: 'Confirm and add to cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await drawer.waitFor();
      await results.waitFor({ state: 'hidden' });
      await waitForCartAnswer(page);
      expect(cartMutations).toHaveLength(1);
      await button(drawer, 'Close cart').click();
      await drawer.waitFor({ state: 'hidden' });

      // The header now offers them back.
      await headerRecommendationsButton(page).click();
      await results.waitFor();
      await eventually(async () => expect(await titles()).toEqual(expected));
      await results
        .getByRole('article', { name: expected[3], exact: true })
        .getByText('For your concern: Blood Sugar', { exact: true })
        .waitFor();
      await expectNoSeriousAxeViolations(page, 'the reopened recommendations');

      // A retake starts from the last answers, the medication answer included.
      await button(results, 'Retake the quiz').click();
      await expectStep(dialog, 1, quiz.steps.ageGroup);
      expect(await dialog.getByRole('radio', { name: '50-64', exact: true }).isChecked()).toBe(true);
      await button(dialog, 'Next').click();
      expect(await dialog.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
      await button(dialog, 'Next').click();
      expect(await dialog.getByRole('checkbox', { name: 'Blood Sugar', exact: true }).isChecked()).toBe(true);
      await button(dialog, 'Next').click();
      expect(
        await dialog.getByRole('checkbox', { name: 'Fatigue or low energy', exact: true }).isChecked(),
      ).toBe(true);
      // The medication answer given shows the question open on step 4.
      await expectStep(dialog, 4, quiz.steps.symptoms);
      expect(await addMedications(dialog).getAttribute('aria-expanded')).toBe('true');
      expect(
        await dialog.getByRole('checkbox', { name: 'Diabetes medication', exact: true }).isChecked(),
      ).toBe(true);
      await button(dialog, 'Get My Recommendations').click();
      await eventually(async () => expect(await titles()).toEqual(expected));

      // Add all to cart: every recommended product, in one request, then the cart.
      const before = cartMutations.length;
      await button(results, 'Add all to cart').click();
      await drawer.waitFor();
      // Shopify's answer: every product in the cart, none still being added.
      await eventually(async () => {
        expect(
          (
            await drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('link').allTextContents()
          ).sort(),
        ).toEqual([...expected].sort());
        expect(await drawer.getByText('Adding to your cart…').count()).toBe(0);
      });
      expect(cartMutations.slice(before), 'one cart request for all of them').toHaveLength(1);
      await button(drawer, 'Close cart').click();
      await drawer.waitFor({ state: 'hidden' });

      // After a reload, on the quiz page too: the recommendations, and the answers filled in.
      await page.goto('/quiz');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      const quizPage = page.getByRole('main');
      await quizPage.getByText('You took the quiz on', { exact: false }).waitFor();
      expect(await quizPage.getByRole('radio', { name: '50-64', exact: true }).isChecked()).toBe(true);
      await headerRecommendationsButton(page).waitFor();
      await expectNoSeriousAxeViolations(page, 'the quiz page with a kept result');
      await button(quizPage, 'Your recommendations').click();
      await results.waitFor();
      await eventually(async () => expect(await titles()).toEqual(expected));
      await button(results, 'Close').click();
      await results.waitFor({ state: 'hidden' });
    });
  });

  it('keeps the words of every button on the recommendation cards on one line, on a phone', async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        const results = await fourRecommendations(page, { phone: true });
        const lines = await cardButtonLines(results);
        expect(lines).toHaveLength(12);
        expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
      },
      { context: mobileViewport },
    );
  });

  it('keeps the words of every button on the recommendation cards on one line at every width from 390 to 1366 px', async () => {
    await visit(browser, '/', async ({ page }) => {
      const results = await fourRecommendations(page);
      const wrapped: string[] = [];
      // Between two breakpoints (sm 600, md 900, lg 1200) the cards only widen with the window, so
      // each band's first width is its narrowest; the widths between are checked every 64 px.
      const bandEdges = [390, 599, 600, 899, 900, 1199, 1200, 1366];
      const widths = [...new Set([...bandEdges, ...Array.from({ length: 16 }, (_, step) => 390 + step * 64)])]
        .filter((width) => width <= 1366)
        .sort((a, b) => a - b);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const lines = await cardButtonLines(results);
        expect(lines, `at ${width} px`).toHaveLength(12);
        wrapped.push(...lines.filter((line) => !line.endsWith(': 1')).map((line) => `${width} px: ${line}`));
      }
      expect(wrapped).toEqual([]);
    });
  });

  it("keeps a signed-in shopper's recommendations in their account, and brings them back", async () => {
    // An account of its own: no other test's result in it, and none left from an earlier attempt.
    const email = `quiz.${Date.now()}@example.com`;
    expect(await signUp(baseUrl(), email, 'quiz-pass')).toBe(200);
    await visit(browser, '/', async ({ page }) => {
      await logIn(page, email, 'quiz-pass');
      await headerQuizButton(page).click();
      const dialog = quizDialog(page);
      await dialog.getByRole('radio', { name: '18-34', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('radio', { name: 'Prefer not to say', exact: true }).check();
      await button(dialog, 'Next').click();
      await dialog.getByRole('checkbox', { name: 'Brain Health', exact: true }).check();
      await button(dialog, 'Next').click();
      await expectStep(dialog, 4, quiz.steps.symptoms);
      await openMedications(dialog);
      // Finishing saves the result to the account (a Firestore commit), never the medications.
      const saved = page.waitForRequest((request) => request.url().includes('documents:commit'));
      await dialog.getByRole('checkbox', { name: 'Antidepressants (SSRIs)', exact: true }).check();
      await button(dialog, 'Get My Recommendations').click();
      const commit = await saved;
      expect(commit.postData()).toContain('brain');
      expect(commit.postData()).not.toMatch(/antidepressants|medication/i);
      expect((await commit.response())?.status()).toBe(200);
      const results = recommendations(page);
      await results.getByRole('article', { name: titleOf(productsOf('brain')[0]!), exact: true }).waitFor();
      await button(results, 'Close').click();
      await results.waitFor({ state: 'hidden' });

      // This browser forgets the result; after a reload, the account gives it back.
      await page.evaluate(() => localStorage.removeItem('sankofa:quiz-result'));
      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await headerRecommendationsButton(page).click();
      await results.getByRole('article', { name: titleOf(productsOf('brain')[0]!), exact: true }).waitFor();
      await results.getByText('For your concern: Brain Health', { exact: true }).waitFor();
    });
  });
});
