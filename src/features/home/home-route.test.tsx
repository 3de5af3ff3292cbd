import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomePageQueryResult, SiteSettingsQueryResult } from '../../domain/content.generated';
import { fetchContent } from '../../lib/sanity/fetch-content';
import { homePageQuery, siteSettingsQuery } from '../../lib/sanity/queries';
import { layOutCarousels } from '../../components/testing/carousel-layout';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';

const renderHome = () => renderRoutes([{ path: '/', load: () => import('./home-route') }], '/');

/** The seed as the page should show it, read through the same request code. */
const homeContent = () => fetchContent<HomePageQueryResult>(homePageQuery);
const siteSettings = () => fetchContent<SiteSettingsQueryResult>(siteSettingsQuery);

/**
 * A section of the page, found by its heading (cheaper than a role query over the whole page).
 * Everything after the hero is a deferred part: it appears once its code has loaded.
 */
async function section(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h2' }, pageLoad);
  const container = heading.closest<HTMLElement>('section');
  if (!container) throw new Error(`"${title}" heads no section`);
  return container;
}

describe('Home page', () => {
  beforeEach(() => layOutCarousels());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the quiz's questions with the page, so that the hero's quiz button opens them at once", async () => {
    const { queryClient } = renderHome();
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    await waitFor(() =>
      expect(
        queryClient.getQueryData(quizQueryOptions.queryKey)?.ageGroups.map((group) => group.label),
      ).toContain('18-34'),
    );
  });

  it('opens with the hero, the trust badges, and names itself after the brand', async () => {
    const [home, settings] = await Promise.all([homeContent(), siteSettings()]);
    const { shellActions } = renderHome();
    const user = userEvent.setup();

    const hero = (await screen.findByRole('heading', { level: 1 }, pageLoad)).closest('section')!;
    expect(hero).toHaveAccessibleName(home.heroTitle);
    expect(within(hero).getByText(home.heroSubtitle)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Shop Products' })).toHaveAttribute('href', '/shop');
    await user.click(within(hero).getByRole('link', { name: 'Take the 60-Second Quiz' }));
    expect(shellActions.openQuiz).toHaveBeenCalledTimes(1);

    const slideshow = within(hero).getByRole('group', { name: 'Featured images' });
    // Twelve slides; the first picture comes with the page, with high priority.
    expect(within(slideshow).getAllByRole('group', { hidden: true })).toHaveLength(12);
    const [first] = within(slideshow).getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('fetchpriority', 'high');

    // The trust strip follows the hero as a deferred part.
    const promises = await screen.findByRole('list', { name: 'Our promises' }, pageLoad);
    expect(
      within(promises)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(home.trustBadges.map((badge) => badge.label));

    await waitFor(() => expect(document.title).toBe(`${settings.tagline} | Sankofa Wellness`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      settings.description,
    );
  });

  it('shows three carousels of four conditions and the Shop by Health Goal grid of 20', async () => {
    const home = await homeContent();
    renderHome();
    await screen.findByRole('heading', { level: 1 }, pageLoad);

    expect(home.conditionCarousels).toHaveLength(3);
    for (const { title, conditions } of home.conditionCarousels) {
      const carousel = await section(title);
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(carousel).getAllByRole('group', { name: /of 4$/ })).toHaveLength(4);
      for (const condition of conditions) {
        expect(within(carousel).getByRole('link', { name: condition.title })).toHaveAttribute(
          'href',
          condition.href,
        );
      }
      // Each card's summary says what the products support: a claim, marked †.
      const marks = within(carousel).getAllByRole('link', { name: 'See the FDA statement about this claim' });
      expect(marks).toHaveLength(4);
      for (const mark of marks) expect(mark).toHaveAttribute('href', '#fda-statement');
    }

    const grid = await section(home.healthGoalGrid.title);
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(home.goalConditions.map((c) => c.href));
    expect(within(grid).getByRole('link', { name: 'Blood Sugar' })).toHaveAttribute(
      'href',
      '/conditions/blood-sugar',
    );
  });

  it('pages through the 40 testimonials with the buttons and the arrow keys', async () => {
    const home = await homeContent();
    renderHome();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    const carousel = await section(home.testimonialsTitle);
    const slides = within(carousel).getAllByRole('group', { name: /of 40$/ });
    expect(slides).toHaveLength(40);
    const first = home.testimonials[0]!;
    const firstSlide = within(slides[0]!);
    expect(firstSlide.getByText(`${first.name}, ${first.age}`)).toBeInTheDocument();
    expect(firstSlide.getByText(first.location)).toBeInTheDocument();
    expect(firstSlide.getByText(first.condition)).toBeInTheDocument();
    expect(firstSlide.getByText(`“${first.text}”`)).toBeInTheDocument();
    expect(firstSlide.getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeInTheDocument();

    const status = await within(carousel).findByText('Page 1 of 40');
    await user.click(within(carousel).getByRole('button', { name: 'Next testimonials' }));
    expect(status).toHaveTextContent('Page 2 of 40');
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('Page 3 of 40');
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('Page 2 of 40');
    await user.click(within(carousel).getByRole('button', { name: 'Previous testimonials' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous testimonials' }));
    expect(status).toHaveTextContent('Page 40 of 40');
  });

  it('says each of its promises once, in the trust strip', async () => {
    const home = await homeContent();
    renderHome();
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    await section(home.whyDifferent.title);
    await section(home.startCta.title);
    // Customers' own words may mention them; the store's copy says each one once.
    const testimonials = await section(home.testimonialsTitle);
    const saidByTheStore = (words: RegExp) =>
      screen.queryAllByText(words).filter((element) => !testimonials.contains(element));
    for (const { label } of home.trustBadges) {
      const said = new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
      expect(saidByTheStore(said), label).toHaveLength(1);
    }
    expect(saidByTheStore(/guarantee/i)).toHaveLength(1);
  });

  it('ends with Why It Is Different, the quiz invitation and the consultation notice', async () => {
    const home = await homeContent();
    const { shellActions } = renderHome();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 }, pageLoad);

    const why = await section(home.whyDifferent.title);
    for (const point of home.whyDifferent.points) {
      expect(within(why).getByRole('heading', { level: 3, name: point.title })).toBeInTheDocument();
    }
    const start = await section(home.startCta.title);
    await user.click(within(start).getByRole('link', { name: home.startCta.buttonLabel }));
    expect(shellActions.openQuiz).toHaveBeenCalledTimes(1);

    const notice = screen.getByText(home.consultationNotice.title).closest<HTMLElement>('[role="note"]')!;
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent(
      home.consultationNotice.title,
    );
    expect(notice).toHaveTextContent(home.consultationNotice.text);
  });

  it('shows the error state when the content backend fails, and recovers on retry', async () => {
    const failure = failSanityQueries('"homePage"');
    renderHome();
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    failure.stop();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 }, pageLoad)).toBeInTheDocument();
  });
});
