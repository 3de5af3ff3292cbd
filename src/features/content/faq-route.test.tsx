import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

async function openFaq() {
  renderRoutes([{ path: '/faq', load: () => import('./faq-route') }], '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, pageLoad);
  return userEvent.setup();
}

const questionButtons = () =>
  screen.getAllByRole('heading', { level: 2 }).flatMap((heading) => within(heading).queryAllByRole('button'));
const expanded = () =>
  questionButtons()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('FAQ page', () => {
  it('lists the ten questions, all closed, under the page heading', async () => {
    await openFaq();

    expect(questionButtons()).toHaveLength(10);
    expect(expanded()).toEqual([]);
    expect(document.title).toBe('Frequently Asked Questions | Sankofa Wellness');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Answers to the questions'),
    );
  });

  it('opens one answer at a time and closes the open one again', async () => {
    const user = await openFaq();
    const safety = screen.getByRole('button', { name: 'Are your supplements safe?' });
    const results = screen.getByRole('button', { name: 'How long does it take to see results?' });

    await user.click(safety);
    expect(expanded()).toEqual(['Are your supplements safe?']);
    expect(screen.getByRole('region', { name: 'Are your supplements safe?' })).toBeVisible();

    await user.click(results);
    expect(expanded()).toEqual(['How long does it take to see results?']);
    expect(screen.getByText(/2-3 months/)).toBeVisible();

    await user.click(results);
    expect(expanded()).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = await openFaq();
    const storage = screen.getByRole('button', { name: 'How should I store my supplements?' });

    storage.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['How should I store my supplements?']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it('points to support for other questions', async () => {
    await openFaq();

    expect(screen.getByRole('heading', { level: 2, name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"faqPage"');
    renderRoutes([{ path: '/faq', load: () => import('./faq-route') }], '/faq');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText(/check your connection/)).toBeInTheDocument();
  });
});
