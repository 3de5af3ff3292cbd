import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { catalogue } from '../../../mocks/data/catalogue';
import { CANCEL_ONLINE } from '../../domain/subscriptions';
import { sellingPlanGroupsOf } from '../../../mocks/data/catalogue-selling-plans';

async function openFaq() {
  renderRoutes([{ path: '/faq', load: () => import('./faq-route') }], '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, pageLoad);
  return userEvent.setup();
}

/** Each question is an h2 in the summary of its own disclosure. */
const questions = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('summary'));
const disclosureOf = (question: string) =>
  screen.getByRole('heading', { level: 2, name: question }).closest('details')!;
const open = () =>
  questions()
    .filter((heading) => heading.closest('details')?.open)
    .map((heading) => heading.textContent);

describe('FAQ page', () => {
  it('lists the ten questions, all closed, under the page heading', async () => {
    await openFaq();

    expect(questions()).toHaveLength(10);
    expect(open()).toEqual([]);
    expect(document.title).toBe('Frequently Asked Questions | Sankofa Wellness');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Answers to the questions'),
    );
  });

  it('is one group of native disclosures, which the browser keeps to one open at a time', async () => {
    await openFaq();

    // Disclosures sharing a name are exclusive in the browser itself (checked in Chromium by the
    // browser tests); here, each answer sits in its question's disclosure, all in one group.
    const names = questions().map((heading) => heading.closest('details')?.getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['faq']));
    expect(
      within(disclosureOf('How long does it take to see results?')).getByText(/2-3 months/),
    ).toBeInTheDocument();
  });

  it('opens and closes a question with a click on it', async () => {
    const user = await openFaq();
    const safety = disclosureOf('Are your supplements safe?');

    await user.click(screen.getByRole('heading', { level: 2, name: 'Are your supplements safe?' }));
    expect(safety.open).toBe(true);
    await user.click(screen.getByRole('heading', { level: 2, name: 'Are your supplements safe?' }));
    expect(safety.open).toBe(false);
  });

  it("promises what the shop's selling plans give, and leads to the customer account to manage them", async () => {
    await openFaq();
    const answer = disclosureOf('Do you offer subscriptions?');

    // Every saving and interval of the mock shop's plans is the one the answer states.
    const plans = catalogue.flatMap(sellingPlanGroupsOf).flatMap((group) => group.plans);
    const savings = new Set(
      plans.map(({ adjustment }) =>
        'percentage' in adjustment ? `${adjustment.percentage}%` : `$${adjustment.amount}`,
      ),
    );
    expect([...savings].sort()).toEqual(['$20', '15%']);
    for (const saving of savings) expect(answer).toHaveTextContent(saving);
    expect(answer).toHaveTextContent(
      `every ${[...new Set(plans.map((plan) => plan.days))]
        .sort((a, b) => a - b)
        .join(', ')
        .replace(/, (\d+)$/, ' or $1')} days`,
    );
    // The renewal terms the product page, the cart and checkout state beside every plan (RenewalTerms).
    expect(answer).toHaveTextContent('renews at the price shown until you cancel');
    expect(answer).toHaveTextContent(`${CANCEL_ONLINE.before} ${CANCEL_ONLINE.link}, with no fees`);
    expect(answer).toHaveTextContent(/skip a delivery/);
    expect(
      within(answer).getByRole('link', { name: 'Manage subscriptions (opens in a new tab)' }),
    ).toHaveAttribute('href', '/account');
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
