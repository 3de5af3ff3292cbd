import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';

const renderConditions = () =>
  renderRoutes([{ path: '/conditions', load: () => import('./conditions-index-route') }], '/conditions');

const findPage = () =>
  screen.findByRole('heading', { level: 1, name: 'Health Conditions We Support' }, pageLoad);

describe('Conditions index', () => {
  it('shows the heading and 12 condition cards, each with a quiz button and a products link', async () => {
    renderConditions();
    expect(await findPage()).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      expect(
        within(card)
          .getByRole('link', { name: /^Take Quiz for / })
          .getAttribute('href'),
      ).toMatch(/^\/quiz(\?concern=[a-z-]+)?$/);
      expect(within(card).getByRole('link', { name: 'View Products' }).getAttribute('href')).toMatch(
        /^\/shop\/[a-z-]+$/,
      );
      // The summary says what the products support: a claim, marked †.
      expect(
        within(card).getByRole('link', { name: 'See the FDA statement about this claim' }),
      ).toHaveAttribute('href', '#fda-statement');
    }
    const bloodSugar = screen.getByRole('article', { name: 'Blood Sugar Support' });
    expect(within(bloodSugar).getByRole('link', { name: 'View Products' })).toHaveAttribute(
      'href',
      '/shop/blood-sugar',
    );
    expect(within(bloodSugar).getByRole('link', { name: 'Blood Sugar Support' })).toHaveAttribute(
      'href',
      '/conditions/blood-sugar',
    );
    await waitFor(() => expect(document.title).toBe('Health Conditions We Support | Sankofa Wellness'));
  });

  it.each([
    ['Blood Sugar', { concern: 'blood-sugar' }],
    ['Heart Health', { concern: 'heart' }],
    ['Digestive Health', { concern: 'digestive' }],
    // The quiz has no blood-pressure concern: the nearest, heart health.
    ['Blood Pressure', { concern: 'heart' }],
  ])('opens the quiz from "Take Quiz for %s" with its concern', async (name, options) => {
    const { shellActions } = renderConditions();
    const user = userEvent.setup();
    await findPage();
    await user.click(screen.getByRole('link', { name: `Take Quiz for ${name}` }));
    expect(shellActions.openQuiz).toHaveBeenCalledWith(options);
  });

  it("asks for the quiz's questions with the page, so its cards open the quiz without asking Sanity", async () => {
    const { queryClient } = renderConditions();
    await findPage();
    await waitFor(() =>
      expect(
        queryClient.getQueryData(quizQueryOptions.queryKey)?.ageGroups.map((group) => group.label),
      ).toContain('18-34'),
    );
  });

  it('links the four outside resources in new tabs, and says so', async () => {
    renderConditions();
    await findPage();
    const links = screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.cdc.gov/',
      'https://ods.od.nih.gov/',
      'https://www.heart.org/',
      'https://minorityhealth.hhs.gov/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the error state when the content backend fails, and recovers on retry', async () => {
    const failure = failSanityQueries('"conditionsPage"');
    renderConditions();
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    failure.stop();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPage()).toBeInTheDocument();
  });
});
