import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/toast';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { ActiveCampaignProvider } from '../../components/active-campaign';
import { ShellActionsProvider } from '../../components/shell-actions';
import { recordingShellActions } from '../../components/testing/render-routes';
import { saveQuizResult } from './quiz-memory/quiz-result-store';
import { saveMedicationAnswer } from '../../components/stack-safety/use-medications';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { editSanityAnswer } from '../../components/testing/sanity-edit';
import type { QuizQueryResult } from '../../domain/content.generated';
import type { Campaign } from '../../domain/types';
import { QuizDialog } from './quiz-dialog';

/** The first Storefront request loads the mock engine (the whole schema): give it time. */
const loaded = { timeout: 30_000 } as const;

const resultTitle = 'Your Personalized Wellness Recommendations';
const fallbackText =
  "We're preparing personalized recommendations for you. Please visit our shop to explore all products.";

const october: Campaign = {
  name: 'Breast Cancer Awareness Month',
  startDate: '2025-10-01',
  endDate: '2025-10-31',
  palette: { primary: '#AD1457', secondary: '#B34700', accent: '#6A1B9A' },
  emoji: '🎃',
  bannerText: 'Breast Cancer Awareness Month',
  showHearts: true,
  restylesQuiz: true,
};

/** A page with a quiz button, as the shell wires it: open state, the concern, where we are. */
function QuizHarness({
  initialConcern,
  atMedications,
  onClose,
}: {
  initialConcern?: string;
  atMedications?: boolean;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Take the quiz
      </button>
      <p data-testid="location">{location.pathname}</p>
      <QuizDialog
        open={open}
        initialConcern={initialConcern}
        atMedications={atMedications}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

function renderQuiz({
  initialConcern,
  atMedications,
  campaign,
}: { initialConcern?: string; atMedications?: boolean; campaign?: Campaign } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const shellActions = recordingShellActions();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QuizHarness initialConcern={initialConcern} atMedications={atMedications} onClose={onClose} />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ShellActionsProvider value={shellActions}>
          <ActiveCampaignProvider value={campaign}>
            <RouterProvider router={router} />
          </ActiveCampaignProvider>
        </ShellActionsProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user, onClose, shellActions };
}

type User = ReturnType<typeof userEvent.setup>;

const quizDialog = () => screen.queryByRole('dialog', { name: 'Wellness Quiz' });
const resultsDialog = () => screen.queryByRole('dialog', { name: resultTitle });
const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.queryByRole('button', { name: 'Back' });
const progress = () => screen.getByRole('progressbar', { name: 'Quiz progress' });

async function waitForQuestion(question: string) {
  return screen.findByRole('heading', { name: question }, loaded);
}

const medicationsQuestion = 'Do you take any of these medications?';
const addMedications = () => screen.getByRole('button', { name: 'Add your medications to check your stack' });
const getRecommendations = () => screen.getByRole('button', { name: 'Get My Recommendations' });

/**
 * Answers the four steps (symptoms optional), on the last one the optional medications question
 * when `medications` are given (left closed without), and asks for the recommendations.
 */
async function takeQuiz(
  user: User,
  answers: { age: string; gender: string; concerns: string[]; symptoms?: string[]; medications?: string[] },
) {
  await waitForQuestion("What's your age group?");
  await user.click(screen.getByRole('radio', { name: answers.age }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: answers.gender }));
  await user.click(next());
  for (const concern of answers.concerns) await user.click(screen.getByRole('checkbox', { name: concern }));
  await user.click(next());
  await waitForQuestion('Are you experiencing any of these? (Optional)');
  for (const symptom of answers.symptoms ?? [])
    await user.click(screen.getByRole('checkbox', { name: symptom }));
  if (answers.medications) {
    if (addMedications().getAttribute('aria-expanded') !== 'true') await user.click(addMedications());
    for (const medication of answers.medications)
      await user.click(screen.getByRole('checkbox', { name: medication }));
  }
  await user.click(getRecommendations());
}

/** The recommended products' names, in the order shown (each card is named by its title). */
const cardTitles = () =>
  within(resultsDialog()!)
    .getAllByRole('article')
    .map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);

afterEach(() => {
  saveQuizResult(null);
  saveMedicationAnswer(null);
});

describe('the quiz dialog', () => {
  it('walks through the four steps, each allowing Next only once it is answered', async () => {
    const { user } = renderQuiz();
    expect(await waitForQuestion("What's your age group?")).toBeInTheDocument();
    expect(quizDialog()).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    const ages = screen.getByRole('radiogroup', { name: "What's your age group?" });
    expect(
      within(ages)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['18-34', '35-49', '50-64', '65+']);
    expect(back()).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '50-64' }));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(await waitForQuestion('How do you identify?')).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(back()).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(
      within(screen.getByRole('radiogroup', { name: 'How do you identify?' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Male', 'Female', 'Prefer not to say']);
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await user.click(next());

    const concernsQuestion = 'What are your primary health concerns? (Select all that apply)';
    expect(await waitForQuestion(concernsQuestion)).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '75');
    const concerns = screen.getByRole('group', { name: concernsQuestion });
    expect(within(concerns).getAllByRole('checkbox')).toHaveLength(11);
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Heart Health' }));
    expect(next()).toBeEnabled();
    // Concerns toggle on and off; with none left, Next waits again.
    await user.click(screen.getByRole('checkbox', { name: 'Heart Health' }));
    expect(screen.getByRole('checkbox', { name: 'Heart Health' })).not.toBeChecked();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await user.click(next());

    const symptomsQuestion = 'Are you experiencing any of these? (Optional)';
    expect(await waitForQuestion(symptomsQuestion)).toHaveFocus();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 4 of 4');
    expect(
      within(screen.getByRole('group', { name: symptomsQuestion })).getAllByRole('checkbox'),
    ).toHaveLength(9);
    // The last step finishes: no Next, and the symptoms are optional.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(getRecommendations()).toBeEnabled();
    expect(back()).toBeInTheDocument();

    // The optional medications question is part of this step, closed until asked for.
    expect(addMedications()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: medicationsQuestion })).not.toBeInTheDocument();
    await user.click(addMedications());
    expect(addMedications()).toHaveAttribute('aria-expanded', 'true');
    expect(addMedications()).toHaveFocus();
    expect(screen.getByRole('heading', { name: medicationsQuestion })).toBeInTheDocument();
    const medications = screen.getByRole('group', { name: medicationsQuestion });
    expect(medications).toHaveAccessibleDescription(
      'Optional. Your answer stays in this browser and is used only to look for interactions with the products you choose.',
    );
    expect(
      within(medications)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Blood thinners (such as warfarin)',
      'Blood-pressure medication (ACE inhibitors, ARBs)',
      'Diabetes medication',
      'Thyroid medication',
      'Antidepressants (SSRIs)',
      'Statins (cholesterol medication)',
      'None',
      'Prefer not to say',
    ]);
    // Still step 4 of 4: there is no fifth screen.
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 4 of 4');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip this question' })).not.toBeInTheDocument();
    expect(getRecommendations()).toBeEnabled();
  });

  it('keeps "None" and "Prefer not to say" apart from the medication classes, and keeps the answer in this browser', async () => {
    const { user } = renderQuiz();
    await takeQuiz(user, { age: '35-49', gender: 'Female', concerns: ['Sleep'], medications: [] });
    await screen.findByRole('dialog', { name: resultTitle }, loaded);
    // Nothing ticked: no answer is kept.
    expect(window.localStorage.getItem('sankofa:medications')).toBeNull();
    const toLastStep = async () => {
      await user.click(within(resultsDialog()!).getByRole('button', { name: 'Retake the quiz' }));
      for (let step = 1; step <= 3; step += 1)
        await user.click(await screen.findByRole('button', { name: 'Next' }));
      await waitForQuestion('Are you experiencing any of these? (Optional)');
    };
    await toLastStep();
    await user.click(addMedications());
    const box = (name: string) => screen.getByRole('checkbox', { name });
    await user.click(box('Thyroid medication'));
    await user.click(box('Statins (cholesterol medication)'));
    await user.click(box('None'));
    expect(box('None')).toBeChecked();
    expect(box('Thyroid medication')).not.toBeChecked();
    await user.click(box('Prefer not to say'));
    expect(box('None')).not.toBeChecked();
    await user.click(box('Diabetes medication'));
    expect(box('Prefer not to say')).not.toBeChecked();
    await user.click(box('Blood thinners (such as warfarin)'));
    await user.click(getRecommendations());
    await screen.findByRole('dialog', { name: resultTitle }, loaded);
    expect(JSON.parse(window.localStorage.getItem('sankofa:medications')!)).toEqual({
      choice: 'classes',
      classes: ['blood-thinners', 'diabetes'],
    });
    // The quiz result keeps the answers and the picks, never the medications.
    expect(window.localStorage.getItem('sankofa:quiz-result')).not.toMatch(/diabetes|thinners|medication/);

    // A retake shows the medication answer given, open; closing the question leaves it as it was.
    await toLastStep();
    expect(addMedications()).toHaveAttribute('aria-expanded', 'true');
    expect(box('Diabetes medication')).toBeChecked();
    await user.click(box('Diabetes medication'));
    await user.click(addMedications());
    expect(screen.queryByRole('checkbox', { name: 'Diabetes medication' })).not.toBeInTheDocument();
    await user.click(getRecommendations());
    await screen.findByRole('dialog', { name: resultTitle }, loaded);
    expect(JSON.parse(window.localStorage.getItem('sankofa:medications')!)).toEqual({
      choice: 'classes',
      classes: ['blood-thinners', 'diabetes'],
    });
  });

  it('goes back with Back, keeping the answers given', async () => {
    const { user } = renderQuiz();
    await waitForQuestion("What's your age group?");
    await user.click(screen.getByRole('radio', { name: '18-34' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Brain Health' }));

    await user.click(back()!);
    expect(await waitForQuestion('How do you identify?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.click(back()!);
    expect(screen.getByRole('radio', { name: '18-34' })).toBeChecked();
    expect(back()).not.toBeInTheDocument();

    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('checkbox', { name: 'Brain Health' })).toBeChecked();
  });

  it('starts with the concern it was opened for already ticked', async () => {
    const { user } = renderQuiz({ initialConcern: 'sleep' });
    await waitForQuestion("What's your age group?");
    await user.click(screen.getByRole('radio', { name: '65+' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(next());
    expect(screen.getByRole('checkbox', { name: 'Sleep' })).toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('ignores a concern the quiz does not offer', async () => {
    const { user } = renderQuiz({ initialConcern: 'telepathy' });
    await waitForQuestion("What's your age group?");
    await user.click(screen.getByRole('radio', { name: '65+' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(next());
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(
      0,
    );
    expect(next()).toBeDisabled();
  });

  it('recommends up to four products for the answers, replacing the quiz', async () => {
    const { user } = renderQuiz();
    await takeQuiz(user, {
      age: '35-49',
      gender: 'Female',
      concerns: ['Blood Sugar', 'Heart Health'],
      symptoms: ['Fatigue or low energy'],
    });

    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    expect(quizDialog()).not.toBeInTheDocument();
    await waitFor(() => expect(results).toContainElement(document.activeElement as HTMLElement));
    expect(results).toHaveAccessibleDescription(
      'Based on your wellness quiz, here are products specially selected for your health goals',
    );
    // One product for each answer before any second: blood sugar (9), heart (7), the symptom's
    // energy (43: its first, 1, gives more niacin than the daily upper limit) and women's health (8).
    await waitFor(
      () =>
        expect(cardTitles()).toEqual([
          'Berberine Blood Sugar Support',
          'Triple-Strength Omega-3 Fish Oil',
          'Vitamin B12 Methylcobalamin',
          "Women's Balance Multivitamin",
        ]),
      loaded,
    );

    const card = within(results).getByRole('article', { name: 'Berberine Blood Sugar Support' });
    expect(card.querySelector('img')?.getAttribute('alt')).toBeTruthy();
    expect(card).toHaveTextContent(/Berberine and chromium that support healthy blood sugar/);
    expect(
      within(within(card).getByRole('list', { name: 'Certifications' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(card).toHaveTextContent('$199.99');
    expect(card).toHaveTextContent('Original price $399.99');
    expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('(20 reviews)');
    for (const name of ['Add to Cart', 'View Details', 'Buy Now']) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("marks each benefit with a † that leads to the FDA statement printed in the dialog, over the page's", async () => {
    const { user } = renderQuiz();
    await takeQuiz(user, { age: '35-49', gender: 'Male', concerns: ['Energy & Vitality'] });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    await within(results).findByRole('article', { name: 'Vitamin B12 Methylcobalamin' }, loaded);
    const statement = within(results).getByText(/^† These statements have not been evaluated/);
    const marks = within(results).getAllByRole('link', { name: 'See the FDA statement about this claim' });
    expect(marks).toHaveLength(3);
    for (const mark of marks) expect(mark).toHaveAttribute('href', `#${statement.id}`);
    await user.click(marks[0]!);
    expect(statement).toHaveFocus();
  });

  it("opens a recommended product's details over the list", async () => {
    const { user, shellActions } = renderQuiz();
    await takeQuiz(user, { age: '35-49', gender: 'Prefer not to say', concerns: ['Brain Health'] });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    const card = await within(results).findByRole('article', { name: "Lion's Mane Focus Complex" }, loaded);

    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    // The store's shell opens them over the list (src/app/layout/store-shell-actions.test.tsx).
    expect(shellActions.openProduct).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Lion's Mane Focus Complex" }),
    );
    expect(resultsDialog()).toBeInTheDocument();
  });

  it('adds a recommended product to the cart and opens the cart', async () => {
    const { user, shellActions } = renderQuiz();
    await takeQuiz(user, { age: '35-49', gender: 'Male', concerns: ['Energy & Vitality'] });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    const card = await within(results).findByRole('article', { name: 'Vitamin B12 Methylcobalamin' }, loaded);
    expect(cardTitles()).toEqual([
      'Vitamin B12 Methylcobalamin',
      "Men's Vitality Multivitamin",
      'Saw Palmetto Prostate Support',
    ]);
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(shellActions.openCart).toHaveBeenCalledTimes(1), loaded);
  });

  it('completes the quiz when the recommendations close; the next opening shows them again, and a retake starts from the same answers', async () => {
    const { user, onClose } = renderQuiz();
    await takeQuiz(user, {
      age: '35-49',
      gender: 'Male',
      concerns: ['Sleep'],
      symptoms: ['Stress or anxiety'],
    });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    await within(results).findByRole('article', { name: 'Magnesium Glycinate Sleep Support' }, loaded);
    await user.click(within(results).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(resultsDialog()).not.toBeInTheDocument());
    expect(quizDialog()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take the quiz' }));
    const again = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    expect(quizDialog()).not.toBeInTheDocument();
    await within(again).findByRole('article', { name: 'Magnesium Glycinate Sleep Support' }, loaded);

    await user.click(within(again).getByRole('button', { name: 'Retake the quiz' }));
    await waitForQuestion("What's your age group?");
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('radio', { name: '35-49' })).toBeChecked();
    await user.click(next());
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.click(next());
    expect(screen.getByRole('checkbox', { name: 'Sleep' })).toBeChecked();
    await user.click(next());
    expect(screen.getByRole('checkbox', { name: 'Stress or anxiety' })).toBeChecked();
  });

  it('opened for a concern after a finished quiz, retakes it at once with that concern ticked too', async () => {
    saveQuizResult({
      answers: { ageGroup: '65+', gender: 'female', primaryConcerns: ['heart'], symptoms: [] },
      recommendations: [{ number: '7', reasons: [{ kind: 'concern', value: 'heart' }] }],
      finishedAt: '2026-11-20T10:00:00.000Z',
    });
    const { user } = renderQuiz({ initialConcern: 'sleep' });
    await waitForQuestion("What's your age group?");
    expect(resultsDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '65+' })).toBeChecked();
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('checkbox', { name: 'Heart Health' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sleep' })).toBeChecked();
  });

  it('opened from a stack check, asks the medications question at once on the last step after a finished quiz', async () => {
    saveQuizResult({
      answers: { ageGroup: '65+', gender: 'female', primaryConcerns: ['heart'], symptoms: [] },
      recommendations: [{ number: '7', reasons: [{ kind: 'concern', value: 'heart' }] }],
      finishedAt: '2026-11-20T10:00:00.000Z',
    });
    const { user } = renderQuiz({ atMedications: true });
    await waitFor(
      () => expect(screen.getByRole('heading', { name: medicationsQuestion })).toHaveFocus(),
      loaded,
    );
    expect(resultsDialog()).not.toBeInTheDocument();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Are you experiencing any of these? (Optional)' }),
    ).toBeInTheDocument();
    expect(addMedications()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('checkbox', { name: /Blood-pressure medication/ }));
    await user.click(getRecommendations());
    // The last answers stand: the recommendations are theirs, now checked against the medication.
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    expect(within(results).getAllByRole('article').length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem('sankofa:medications')!)).toEqual({
      choice: 'classes',
      classes: ['blood-pressure'],
    });
  });

  it('opened from a stack check with no finished quiz, starts from the first question and opens the medications question on the last', async () => {
    const { user } = renderQuiz({ atMedications: true });
    await waitForQuestion("What's your age group?");
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '18-34' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await user.click(next());
    expect(await waitForQuestion('Are you experiencing any of these? (Optional)')).toHaveFocus();
    expect(addMedications()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: medicationsQuestion })).toBeInTheDocument();
  });

  it('says on each card why it was picked', async () => {
    const { user } = renderQuiz();
    await takeQuiz(user, {
      age: '35-49',
      gender: 'Female',
      concerns: ['Blood Sugar'],
      symptoms: ['Fatigue or low energy'],
    });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    const reasonsOf = async (name: string) => {
      const card = await within(results).findByRole('article', { name }, loaded);
      return within(within(card).getByRole('list', { name: 'Why we picked it' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    expect(await reasonsOf('Berberine Blood Sugar Support')).toEqual(['For your concern: Blood Sugar']);
    expect(await reasonsOf('Vitamin B12 Methylcobalamin')).toEqual([
      "For what you're experiencing: Fatigue or low energy",
    ]);
    expect(await reasonsOf("Women's Balance Multivitamin")).toEqual(['For how you identify: Female']);
  });

  it("names the concerns the four products leave out, with a link to each one's condition page", async () => {
    const { user, onClose } = renderQuiz();
    await takeQuiz(user, {
      age: '50-64',
      gender: 'Prefer not to say',
      concerns: [
        'Blood Sugar',
        'Heart Health',
        'Sleep',
        'Joint & Bone',
        'Energy & Vitality',
        'Immune Support',
      ],
    });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    const note = await within(results).findByText(/^We show 4 products at most\./, {}, loaded);
    expect(note).toHaveTextContent(
      'We show 4 products at most. For Energy & Vitality and Immune Support, see: Energy & Vitality and Immune Support.',
    );
    expect(cardTitles()).toHaveLength(4);
    const immune = within(note).getByRole('link', { name: 'Immune Support' });
    expect(immune).toHaveAttribute('href', '/conditions/immune');
    expect(within(note).getByRole('link', { name: 'Energy & Vitality' })).toHaveAttribute(
      'href',
      '/conditions/energy',
    );

    await user.click(immune);
    expect(screen.getByTestId('location')).toHaveTextContent('/conditions/immune');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says which concern its products would take over a daily upper limit, and which has no products', async () => {
    editSanityAnswer<NonNullable<QuizQueryResult>>('_id == "quiz"', (quiz) => ({
      ...quiz,
      categories: quiz.categories.map((entry) =>
        // Daily Energy B-Complex alone gives 40 mg of niacin, over the 35 mg upper limit.
        entry.category === 'energy'
          ? { ...entry, productIds: ['1'] }
          : entry.category === 'stress'
            ? { ...entry, productIds: [] }
            : entry,
      ),
    }));
    const { user } = renderQuiz();
    await takeQuiz(user, {
      age: '50-64',
      gender: 'Prefer not to say',
      concerns: ['Heart Health', 'Energy & Vitality'],
      symptoms: ['Stress or anxiety'],
    });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    const overLimit = await within(results).findByText(/^We left out our products for/, {}, loaded);
    expect(overLimit).toHaveTextContent(
      "We left out our products for Energy & Vitality: on their own or with the ones here, they would go over a nutrient's daily upper limit. See: Energy & Vitality.",
    );
    expect(within(results).getByText(/^The quiz has no product/)).toHaveTextContent(
      'The quiz has no product to recommend for Stress or anxiety yet. See: Stress & Mood Support.',
    );
    expect(cardTitles()).toEqual(['Triple-Strength Omega-3 Fish Oil', 'CoQ10']);
  });

  it('adds every recommended product to the cart in one request, opening the cart at once', async () => {
    const cartMutations: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/api/2026-04/graphql.json')) return;
      void request
        .clone()
        .text()
        .then((body) => {
          const mutation = /mutation\s+(\w+)/.exec(body)?.[1];
          if (mutation) cartMutations.push(mutation);
        });
    };
    server.events.on('request:start', listener);
    try {
      const { user, shellActions } = renderQuiz();
      await takeQuiz(user, { age: '35-49', gender: 'Male', concerns: ['Energy & Vitality'] });
      const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
      await within(results).findByRole('article', { name: 'Vitamin B12 Methylcobalamin' }, loaded);
      expect(results).toHaveTextContent('Adds all 3 products, one of each.');
      // The cart's answer waits until released, so the button can be seen waiting meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post(storefrontEndpoint, async () => {
          await held;
          return undefined;
        }),
      );
      const addAll = within(results).getByRole('button', { name: 'Add all to cart' });
      await user.click(addAll);
      await waitFor(() => expect(addAll).toBeDisabled());
      // The cart opens at once, showing the products while Shopify adds them.
      expect(shellActions.openCart).toHaveBeenCalledTimes(1);
      release();
      await waitFor(() => expect(addAll).toBeEnabled(), loaded);
      expect(cartMutations).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('says so when adding them all fails', async () => {
    const { user, shellActions } = renderQuiz();
    await takeQuiz(user, { age: '35-49', gender: 'Male', concerns: ['Energy & Vitality'] });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    await within(results).findByRole('article', { name: 'Vitamin B12 Methylcobalamin' }, loaded);
    server.use(http.post(storefrontEndpoint, () => HttpResponse.error()));
    await user.click(within(results).getByRole('button', { name: 'Add all to cart' }));
    expect(
      await screen.findByText(
        'We could not update your cart. Please check your connection and try again.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    // The cart opened at once; it shows what it held before.
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
    expect(within(results).getByRole('button', { name: 'Add all to cart' })).toBeEnabled();
  });

  it('offers the shop when no product matches (categories an editor left empty), and goes there', async () => {
    editSanityAnswer<NonNullable<QuizQueryResult>>('_id == "quiz"', (quiz) => ({
      ...quiz,
      categories: quiz.categories.map((entry) =>
        ['cholesterol', 'immune', 'blood-pressure'].includes(entry.category)
          ? { ...entry, productIds: [] }
          : entry,
      ),
    }));
    const { user, onClose } = renderQuiz();
    await takeQuiz(user, {
      age: '50-64',
      gender: 'Prefer not to say',
      concerns: ['Cholesterol', 'Immune Support'],
      symptoms: ['High blood pressure'],
    });
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    expect(results).toHaveTextContent(fallbackText);
    expect(within(results).queryByRole('article')).not.toBeInTheDocument();
    expect(
      await within(results).findByText(/^The quiz has no product to recommend for/, {}, loaded),
    ).toHaveTextContent(
      'The quiz has no product to recommend for Cholesterol, Immune Support, and High blood pressure yet. ' +
        'See: Cholesterol Support, Immune Support, and Blood Pressure Support.',
    );
    const browse = within(results).getByRole('link', { name: 'Browse All Products' });
    expect(browse).toHaveAttribute('href', '/shop');

    await user.click(browse);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when the products cannot be read to work out the recommendations, and recovers on retry', async () => {
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    const { user } = renderQuiz();
    await takeQuiz(user, { age: '35-49', gender: 'Male', concerns: ['Joint & Bone'] });
    const alert = await within(quizDialog()!).findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent(
      'We could not load products. Please check your connection and try again.',
    );
    expect(resultsDialog()).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: resultTitle }, loaded);
    await waitFor(
      () =>
        expect(cardTitles()).toEqual([
          'Glucosamine Chondroitin MSM',
          "Men's Vitality Multivitamin",
          'Turmeric with Ginger',
          'Saw Palmetto Prostate Support',
        ]),
      loaded,
    );
  });

  it('explains recommendations kept from before that cannot be loaded, and recovers on retry', async () => {
    const joint = [{ kind: 'concern', value: 'joint' }] as const;
    const male = [{ kind: 'gender', value: 'male' }] as const;
    saveQuizResult({
      answers: { ageGroup: '35-49', gender: 'male', primaryConcerns: ['joint'], symptoms: [] },
      recommendations: [
        { number: '10', reasons: [...joint] },
        { number: '11', reasons: [...male] },
      ],
      finishedAt: '2026-11-20T10:00:00.000Z',
    });
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    const { user } = renderQuiz();
    const results = await screen.findByRole('dialog', { name: resultTitle }, loaded);
    const message = await within(results).findByText(
      'We could not load products. Please check your connection and try again.',
      {},
      loaded,
    );
    const alert = message.closest<HTMLElement>('[role="alert"]')!;

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => expect(cardTitles()).toEqual(['Glucosamine Chondroitin MSM', "Men's Vitality Multivitamin"]),
      loaded,
    );
  });

  it('explains a quiz that could not be loaded, and recovers on retry', async () => {
    const failure = failSanityQueries('_id == "quiz"');
    const { user } = renderQuiz();
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent('We could not load this content.');
    expect(next()).toBeDisabled();
    failure.stop();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await waitForQuestion("What's your age group?")).toBeInTheDocument();
  });

  it('closes with its close button or Escape', async () => {
    const { user, onClose } = renderQuiz();
    await waitForQuestion("What's your age group?");
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(quizDialog()).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Take the quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('wears the seasonal campaign when it restyles the quiz', async () => {
    const { user } = renderQuiz({ campaign: october });
    await waitForQuestion("What's your age group?");
    const dialog = quizDialog()!;
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('🎃');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveAccessibleName('Wellness Quiz');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(quizDialog()).not.toBeInTheDocument());
  });

  it('stays plain outside a campaign, or when the campaign leaves the quiz alone', async () => {
    renderQuiz({ campaign: { ...october, restylesQuiz: false } });
    await waitForQuestion("What's your age group?");
    expect(within(quizDialog()!).getByRole('heading', { level: 2 })).not.toHaveTextContent('🎃');
  });
});
