import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLazyParts } from '../../components/testing/lazy-parts';
import { renderStore } from '../testing/render-store';
import { desktopWidth, phoneWidth } from '../testing/viewport';
import { useActiveCampaign } from '../../components/active-campaign';
import { rememberExitOfferShown } from '../../features/marketing/exit-offer-session';

// The seed's October campaign.
const bannerText = 'Breast Cancer Awareness Month: book your screening';

// The frame's parts that load apart (the footer, the progress bar, the exit offer and its dialog,
// the campaign's banner and hearts) are compiled here first: what the tests wait for on screen is
// then React rendering them, never a busy machine compiling their code (which took longer than
// Testing Library's one second, and made the campaign test fail once in three runs beside another).
beforeAll(
  () =>
    loadLazyParts(
      import('./site-footer'),
      import('./navigation-progress-bar'),
      import('../../features/marketing/exit-intent-offer'),
      import('../../features/marketing/exit-offer-dialog'),
      import('../campaign/floating-hearts'),
      import('../campaign/seasonal-banner'),
    ),
  // Loading is done once, however long a busy machine takes to compile it.
  60_000,
);

beforeEach(() => {
  // user-event's synthetic pointer can look like leaving the window; these tests are not about the offer.
  rememberExitOfferShown();
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('the store layout', () => {
  it('frames every page with a header, a main region and a footer, skip link first', async () => {
    const { user } = await renderStore('/');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The footer is a deferred part: it appears once its code has loaded.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user, router } = await renderStore('/', { width: desktopWidth });
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Learn' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/learn?topic=eyes'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/about'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
  });

  it('starts a new page with the focus on its main region, not on the link followed', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = await renderStore('/', { width: desktopWidth });
    const learn = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Learn',
    });

    await user.click(learn);
    expect(await screen.findByRole('heading', { name: 'Page /learn' })).toBeInTheDocument();
    // A dialog closing later (the exit offer) gives the focus back to the page, not to the header.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows a progress bar while the next page loads', async () => {
    let finishLoading = () => {};
    const pageLoader = () => new Promise<null>((resolve) => (finishLoading = () => resolve(null)));
    const { user } = await renderStore('/', { pageLoader });
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    act(() => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Page /about' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('shows the Shop, Quiz and Cart bar on phones only', async () => {
    await renderStore('/', { width: phoneWidth });
    const bar = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(bar).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(bar).getByRole('link', { name: 'Quiz' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('offers the exit-intent discount when the pointer leaves through the top', async () => {
    window.sessionStorage.clear();
    await renderStore('/');
    // The offer listens from when the browser is idle: the shopper's pointer may leave more than once.
    await waitFor(() => {
      fireEvent.mouseOut(document.body, { clientY: -4, relatedTarget: null });
      expect(
        screen.getByRole('dialog', { name: 'Before You Go: 10% Off Your First Order' }),
      ).toBeInTheDocument();
    });
  });

  it('has no bottom bar on wide screens', async () => {
    await renderStore('/', { width: desktopWidth });
    expect(screen.queryByRole('navigation', { name: 'Quick actions' })).not.toBeInTheDocument();
  });
});

describe('the seasonal campaign', () => {
  const announcement = () => screen.queryByRole('region', { name: 'Seasonal announcement' });
  const hearts = () => screen.queryByTestId('floating-hearts');
  // The campaign restyles the page once every part of it has rendered, the footer included: a
  // moment after the page itself (their code is loaded above); the wait may take the test's whole time.
  const campaignShows = { timeout: 12_000 } as const;
  const shownAnnouncement = () =>
    screen.findByRole('region', { name: 'Seasonal announcement' }, campaignShows);

  it('shows its banner with emoji, its hearts and its colours while it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Its last day, ten minutes before the end: the campaign's own end timer (real, one second away
    // at 23:59:59) would end it while a busy machine is still rendering. The end itself has its tests below.
    vi.setSystemTime(new Date('2025-10-31T23:50:00'));
    await renderStore('/shop', { width: desktopWidth });

    const banner = await shownAnnouncement();
    expect(banner).toHaveTextContent(bannerText);
    expect(banner).toHaveTextContent('🎃');
    expect(within(screen.getByRole('banner')).getByRole('region', { name: 'Seasonal announcement' })).toBe(
      banner,
    );
    expect(await screen.findByTestId('floating-hearts', {}, campaignShows)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(hearts()).toHaveStyle({ pointerEvents: 'none' });
    // The campaign's deep pink is already AA-safe, so the theme uses it as is (here: the current link).
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveStyle({ color: 'rgb(173, 20, 87)' });
  });

  it('is gone from the first moment after its last day, in local time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-01T00:00:00'));
    await renderStore('/shop', { width: desktopWidth });

    expect(announcement()).not.toBeInTheDocument();
    expect(hearts()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveStyle({ color: 'rgb(138, 75, 20)' });
  });

  it('leaves out the hearts when the campaign does not ask for them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-15T12:00:00'));
    await renderStore('/', {
      settings: (seed) => ({
        ...seed,
        campaigns: seed.campaigns.map((campaign) => ({ ...campaign, showHearts: false })),
      }),
    });
    expect(await shownAnnouncement()).toBeInTheDocument();
    expect(hearts()).not.toBeInTheDocument();
  });

  it.each([
    ['2025-10-15T09:00:00', 'Breast Cancer Awareness Month'],
    ['2025-11-15T09:00:00', 'no campaign'],
  ])('tells pages which campaign runs on %s: %s', async (now, expected) => {
    function CampaignAwarePage() {
      return <h1>{useActiveCampaign()?.name ?? 'no campaign'}</h1>;
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    await renderStore('/', { page: CampaignAwarePage });
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expected),
      campaignShows,
    );
  });

  it('ends by itself at midnight while the page stays open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-10-31T23:59:50'));
    await renderStore('/');
    expect(await shownAnnouncement()).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(announcement()).not.toBeInTheDocument();
  });
});
