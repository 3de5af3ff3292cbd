import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Typography } from '@mui/material';
import { Carousel } from './carousel';
import { pastTheRowOnPhone } from './slide-width';
import { layOutCarousels } from '../testing/carousel-layout';

const quotes = ['First words', 'Second words', 'Third words'];

function renderCarousel() {
  render(
    <>
      <Carousel
        heading={(id) => (
          <Typography variant="h2" id={id}>
            Kind words
          </Typography>
        )}
        items={quotes}
        itemKey={(quote) => quote}
        renderItem={(quote) => <a href={`#${quote}`}>{quote}</a>}
        slideWidth="100%"
        itemsName="quotes"
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user: userEvent.setup(), carousel: screen.getByRole('region', { name: 'Kind words' }) };
}

describe('Carousel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a carousel named by its heading, with slides announced as "n of total"', () => {
    layOutCarousels();
    const { carousel } = renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves with the previous and next buttons, wrapping around the ends', async () => {
    layOutCarousels();
    const { user, carousel } = renderCarousel();
    const status = await within(carousel).findByText('Page 1 of 3');
    await user.click(within(carousel).getByRole('button', { name: 'Next quotes' }));
    expect(status).toHaveTextContent('Page 2 of 3');
    await user.click(within(carousel).getByRole('button', { name: 'Previous quotes' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous quotes' }));
    expect(status).toHaveTextContent('Page 3 of 3');
  });

  it('moves with the arrow keys while focus is inside it, and only then', async () => {
    layOutCarousels();
    const { user, carousel } = renderCarousel();
    const status = await within(carousel).findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Page 1 of 3');
    act(() => within(carousel).getByRole('button', { name: 'Previous quotes' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Page 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Page 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('Page 2 of 3');
  });

  it('keeps its buttons unseen and out of reach until its engine has started, in their room', async () => {
    layOutCarousels();
    const { carousel } = renderCarousel();
    const next = within(carousel).getByLabelText('Next quotes');
    expect(within(carousel).queryByRole('button', { name: 'Next quotes' })).not.toBeInTheDocument();
    expect(next.closest('.carousel__buttons')).toHaveStyle({ visibility: 'hidden' });
    await within(carousel).findByText('Page 1 of 3');
    expect(within(carousel).getByRole('button', { name: 'Next quotes' })).toBe(next);
  });

  it('shows no buttons once its engine finds every slide already in view', async () => {
    layOutCarousels({ slidesPerView: 4 });
    const { carousel } = renderCarousel();
    await waitFor(() => expect(within(carousel).queryByRole('button')).not.toBeInTheDocument());
    expect(within(carousel).queryByText(/^Page /)).not.toBeInTheDocument();
  });
});

describe('pastTheRowOnPhone', () => {
  it("marks the slides that start past the middle of a phone's row, whose pictures wait for the page", () => {
    const marked = (width: Parameters<typeof pastTheRowOnPhone>[0]) =>
      [0, 1, 2, 3].map((index) => pastTheRowOnPhone(width, index));
    expect(marked({ xs: '85%', sm: '50%', md: '25%' })).toEqual([false, true, true, true]);
    expect(marked({ xs: '40%' })).toEqual([false, false, true, true]);
    // Without a phone's width, a slide fills the row.
    expect(marked({ md: '25%' })).toEqual([false, true, true, true]);
    // A width not in percent says nothing of where a slide starts: none waits.
    expect(marked('300px')).toEqual([false, false, false, false]);
  });
});
