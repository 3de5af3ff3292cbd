import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Image } from '../../../domain/types';
import { ShellActionsProvider } from '../../../components/shell-actions';
import { recordingShellActions } from '../../../components/testing/render-routes';
import { layOutCarousels, scrollCarousels } from '../../../components/testing/carousel-layout';
import { HomeHero } from './home-hero';
import { HERO_ROTATION_MS } from './hero-slideshow';

const heroImages: Image[] = Array.from({ length: 12 }, (_, index) => ({
  url: `https://cdn.sanity.io/images/sankofa/production/hero-${index + 1}-1600x900.svg`,
  width: 1600,
  height: 900,
  alt: `Scene ${index + 1}`,
}));

function renderHero() {
  const shellActions = recordingShellActions();
  render(
    <MemoryRouter>
      <ShellActionsProvider value={shellActions}>
        <HomeHero
          heroTitle="Wellness rooted in heritage"
          heroSubtitle="Supplements made for us."
          heroImages={heroImages}
          quizButtonLabel="Take the 60-Second Quiz"
          shopButtonLabel="Shop Products"
        />
      </ShellActionsProvider>
    </MemoryRouter>,
  );
  return { openQuiz: shellActions.openQuiz, user: userEvent.setup({ delay: null }) };
}

/** The slide a screen reader (and the eye) gets: the others are hidden while off screen. */
function currentSlide() {
  return screen.getByRole('group', { name: /^\d+ of 12$/ });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The slideshow's engine loads when the browser is idle (a 200 ms timer in jsdom), then turns. */
async function startSlideshow() {
  await wait(200);
  await act(() => vi.dynamicImportSettled());
}

describe('HomeHero', () => {
  beforeEach(() => {
    // Real time keeps flowing too, so Testing Library's own zero-delay waits still settle.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the title, the quiz button and the shop link', async () => {
    layOutCarousels();
    const { openQuiz, user } = renderHero();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wellness rooted in heritage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Products' })).toHaveAttribute('href', '/shop');
    await user.click(screen.getByRole('link', { name: 'Take the 60-Second Quiz' }));
    expect(openQuiz).toHaveBeenCalledWith();
  });

  it('moves to the next image every 5 seconds and wraps around after the twelfth', async () => {
    layOutCarousels();
    renderHero();
    await startSlideshow();
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
    await wait(HERO_ROTATION_MS - 1000);
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
    await wait(1000);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    await wait(HERO_ROTATION_MS);
    expect(currentSlide()).toHaveAccessibleName('3 of 12');
    await wait(HERO_ROTATION_MS * 10);
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
  });

  it('comes with its first image only, with high priority, and fetches the others as they come near', async () => {
    layOutCarousels();
    renderHero();
    const first = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveAttribute('src', expect.stringContaining('hero-1-'));
    expect(first[0]).toHaveAttribute('loading', 'eager');
    expect(first[0]).toHaveAttribute('fetchpriority', 'high');
    expect(first[0]).toHaveAttribute('width', '1600');
    expect(first[0]).toHaveAttribute('height', '900');
    expect(first[0]).toHaveAttribute('srcset', expect.stringContaining('1600w'));

    // Once the slideshow runs: the pictures on either side of the one shown, ready to slide in.
    await startSlideshow();
    const sources = () =>
      screen
        .getAllByRole('img', { hidden: true })
        .map((image) => /hero-(\d+)-/.exec(image.getAttribute('src') ?? '')?.[1]);
    expect(sources()).toEqual(['1', '2', '12']);
    await wait(HERO_ROTATION_MS);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    expect(sources()).toEqual(['1', '2', '3', '12']);
    for (const image of screen.getAllByRole('img', { hidden: true }).slice(1)) {
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('holds still while the mouse rests on it', async () => {
    layOutCarousels();
    const { user } = renderHero();
    await startSlideshow();
    await user.hover(screen.getByRole('heading', { level: 1 }));
    await wait(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
    await user.unhover(screen.getByRole('heading', { level: 1 }));
    await wait(HERO_ROTATION_MS);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
  });

  it('holds still while scrolled out of sight, and turns again 5 seconds after it is back', async () => {
    layOutCarousels();
    renderHero();
    await startSlideshow();
    await wait(HERO_ROTATION_MS);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    act(() => scrollCarousels(false));
    await wait(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    act(() => scrollCarousels(true));
    await wait(HERO_ROTATION_MS - 1000);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    await wait(1000);
    expect(currentSlide()).toHaveAccessibleName('3 of 12');
  });

  it('holds still while keyboard focus is inside it', async () => {
    layOutCarousels();
    const { user } = renderHero();
    await startSlideshow();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
    await wait(HERO_ROTATION_MS * 2);
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Take the 60-Second Quiz' })).toHaveFocus();
    await wait(HERO_ROTATION_MS * 2);
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(HERO_ROTATION_MS);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
  });

  it('stops when paused and turns by hand with the previous and next buttons', async () => {
    layOutCarousels();
    const { user } = renderHero();
    await startSlideshow();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 12');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    await user.unhover(screen.getByRole('button', { name: 'Previous image' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toHaveAccessibleName('2 of 12');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('does not rotate when the shopper prefers reduced motion', async () => {
    layOutCarousels({ reducedMotion: true });
    renderHero();
    await wait(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toHaveAccessibleName('1 of 12');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
