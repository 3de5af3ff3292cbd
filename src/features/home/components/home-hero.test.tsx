import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Image } from '../../../domain/types';
import { ShellActionsProvider } from '../../../components/shell-actions';
import { recordingShellActions } from '../../../components/testing/render-routes';
import { layOutCarousels } from '../../../components/testing/carousel-layout';
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

  it('loads only the first image eagerly, with high priority', async () => {
    layOutCarousels();
    renderHero();
    await startSlideshow();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(12);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(images[0]).toHaveAttribute('srcset', expect.stringContaining('1600w'));
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
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
