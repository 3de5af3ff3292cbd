import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../components/testing/render-routes';
import { submitAsAgent } from '../../components/testing/agent-submit';

/** The first Storefront request loads the mock engine (the whole schema): give it time. */
const loaded = { timeout: 30_000 } as const;

async function openQuizPage() {
  renderRoutes([{ path: '/quiz', load: () => import('./quiz-route') }], '/quiz');
  await screen.findByText('Step 1 of 4', {}, loaded);
  return document.querySelector<HTMLFormElement>('form[toolname="take_wellness_quiz"]')!;
}

/** Ticks an answer as WebMCP fills one in: checked, without the click React listens to. */
const tickAsAgent = (name: string) => {
  const answer = screen.queryByRole('radio', { name }) ?? screen.getByRole('checkbox', { name });
  (answer as HTMLInputElement).checked = true;
};

beforeEach(() => localStorage.clear());

describe('the quiz page', { timeout: 60_000 }, () => {
  it('is a form whose Next moves the quiz on', async () => {
    await openQuizPage();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '35-49' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: '35-49' })).toBeChecked();
  });

  it('is the WebMCP tool take_wellness_quiz: an agent answers step by step and is told the recommendations', async () => {
    const form = await openQuizPage();
    expect(form).toHaveAttribute('toolautosubmit', '');
    expect(form.getAttribute('tooldescription')).toContain(`This is step 1 of 4: "What's your age group?"`);
    expect(screen.getByRole('radiogroup').closest('fieldset')).toHaveAttribute(
      'toolparamdescription',
      "The shopper's age group",
    );
    expect(screen.getByRole('radio', { name: '35-49' })).toHaveAttribute('name', 'ageGroup');

    // Nothing ticked: the step stays, and the agent is told why.
    await expect(submitAsAgent(form)).rejects.toThrow('Choose an answer to this step first.');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

    tickAsAgent('35-49');
    expect(await submitAsAgent(form)).toMatchObject({ step: 2, of: 4, question: expect.any(String) });
    await screen.findByText('Step 2 of 4');
    expect(form.getAttribute('tooldescription')).toContain('This is step 2 of 4');

    tickAsAgent('Female');
    expect(await submitAsAgent(form)).toMatchObject({ step: 3 });
    await screen.findByText('Step 3 of 4');
    tickAsAgent('Heart Health');
    tickAsAgent('Energy & Vitality');
    expect(await submitAsAgent(form)).toMatchObject({ step: 4 });
    await screen.findByText('Step 4 of 4');
    expect(screen.getByRole('checkbox', { name: 'Fatigue or low energy' })).toHaveAttribute(
      'name',
      'symptoms',
    );

    tickAsAgent('Fatigue or low energy');
    const finished = (await submitAsAgent(form)) as {
      recommendations: { title: string; reasons: string[] }[];
    };
    expect(finished.recommendations.length).toBeGreaterThan(0);
    expect(finished.recommendations.flatMap(({ reasons }) => reasons)).toEqual(
      expect.arrayContaining([
        'For your concern: Heart Health',
        "For what you're experiencing: Fatigue or low energy",
      ]),
    );
    const results = await screen.findByRole(
      'dialog',
      { name: 'Your Personalized Wellness Recommendations' },
      loaded,
    );
    expect(
      await within(results).findByRole('heading', { name: finished.recommendations[0]!.title }, loaded),
    ).toBeInTheDocument();
  });
});
