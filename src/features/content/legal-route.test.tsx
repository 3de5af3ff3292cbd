import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { REVIEW_RULES, reviewRuleWords } from '../../domain/reviews/review';

const legalPaths = ['/privacy', '/terms', '/disclaimer', '/review-guidelines', '/accessibility'];
/** The addresses share one route module, as in the store's route table. */
function open(at: string) {
  const view = renderRoutes(
    legalPaths.map((path) => ({ path, load: () => import('./legal-route') })),
    at,
  );
  return { ...view, user: userEvent.setup() };
}
const findPageHeading = () => screen.findByRole('heading', { level: 1, name: 'Legal Information' }, pageLoad);
/** A tab change is a navigation (loaders run again), so its panel may take a moment to appear. */
const findPanel = (name: string) => screen.findByRole('tabpanel', { name }, pageLoad);

afterEach(() => {
  vi.useRealTimers();
});

describe('legal information page', () => {
  it.each([
    ['/privacy', 'Privacy Policy', 'Privacy Policy'],
    ['/terms', 'Terms of Service', 'Terms of Service'],
    ['/disclaimer', 'Medical Disclaimer', 'Medical Disclaimer'],
    ['/review-guidelines', 'Review Guidelines', 'Review Guidelines'],
    ['/accessibility', 'Accessibility', 'Accessibility Statement'],
  ])('%s opens the %s tab', async (path, tab, title) => {
    open(path);

    expect(await findPageHeading()).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Medical Disclaimer',
      'Review Guidelines',
      'Accessibility',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(tab);
    expect(screen.getByRole('tabpanel', { name: tab })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Sankofa Wellness`);
  });

  it('moves to the address of the chosen tab, replacing the current one', async () => {
    const { user, router } = open('/privacy');
    await findPageHeading();

    await user.click(screen.getByRole('tab', { name: 'Medical Disclaimer' }));
    expect(await findPanel('Medical Disclaimer')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/disclaimer');
    expect(router.state.historyAction).toBe('REPLACE');
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Medical Disclaimer');
    expect(selected).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    expect(await findPanel('Terms of Service')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('switches tabs from the keyboard', async () => {
    const { user, router } = open('/terms');
    await findPageHeading();

    screen.getByRole('tab', { selected: true }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await findPanel('Medical Disclaimer')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/disclaimer');
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
  });

  it.each(['/privacy', '/terms'])(
    '%s shows the day the editors say it was last updated, not the day it is read',
    async (path) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2027, 1, 14, 9, 30));
      open(path);
      await findPageHeading();

      expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 1, 2026');
      expect(screen.getByText('November 1, 2026')).toHaveAttribute('datetime', '2026-11-01');
    },
  );

  it('shows the medical disclaimer with its warning and five sections, without a date', async () => {
    open('/disclaimer');
    await findPageHeading();

    expect(screen.getByRole('note')).toHaveTextContent(
      /not been evaluated by the Food and Drug Administration/,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      /not intended to diagnose, treat, cure, or prevent any disease/,
    );
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => title !== 'Medical Disclaimer');
    expect(sections).toEqual([
      'Not Medical Advice',
      'Consult Your Healthcare Provider',
      'Individual Results May Vary',
      'Drug Interactions',
      'Emergency Medical Attention',
    ]);
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it('lists the review rules in the guidelines, in the words a held review is told', async () => {
    open('/review-guidelines');
    await findPageHeading();
    const panel = screen.getByRole('tabpanel', { name: 'Review Guidelines' });

    const rules = within(panel)
      .getAllByRole('list')
      .find((list) => list.textContent?.includes(reviewRuleWords.link));
    expect(
      within(rules!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(REVIEW_RULES.map((rule) => reviewRuleWords[rule]));
    expect(within(panel).getByRole('link', { name: 'Medical Disclaimer' })).toHaveAttribute(
      'href',
      '/disclaimer',
    );
  });

  it('states the standard, its checks and limits, and leads a barrier report to the contact form', async () => {
    open('/accessibility');
    await findPageHeading();
    const panel = screen.getByRole('tabpanel', { name: 'Accessibility' });

    expect(within(panel).getByRole('heading', { name: 'Accessibility Statement' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('WCAG) 2.2 at level AA');
    for (const section of ['How We Check It', 'Known Limits', 'Tell Us About a Barrier']) {
      expect(within(panel).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(panel).toHaveTextContent('Last updated: December 4, 2026');
    expect(within(panel).getByRole('link', { name: 'use our contact form' })).toHaveAttribute(
      'href',
      '/contact?subject=Accessibility+barrier',
    );
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"legalInfo"');
    open('/terms');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
