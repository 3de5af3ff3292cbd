import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { HomePageQueryResult } from '../../../domain/content.generated';
import { layOutCarousels } from '../../../components/testing/carousel-layout';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { homePageQuery } from '../../../lib/sanity/queries/home';
import { TestimonialsCarousel } from './testimonials-carousel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page testimonials', () => {
  it("say with the testimonials, in the editors' words, that results vary", async () => {
    layOutCarousels({ slidesPerView: 3 });
    const home = (await fetchContent<HomePageQueryResult>(homePageQuery))!;
    render(
      <TestimonialsCarousel
        title={home.testimonialsTitle}
        note={home.testimonialsNote}
        testimonials={home.testimonials}
      />,
    );
    const carousel = screen.getByRole('region', { name: home.testimonialsTitle });
    const note = within(carousel).getByText(/^Individual results vary\./);
    const words =
      'Individual results vary. These are the experiences of individual customers, most of whom also ' +
      'changed their diet, activity or care with their healthcare provider. They do not show what a ' +
      'typical customer experiences, and your results may differ.';
    expect(note).toHaveTextContent(words);
    // Heard with the carousel's name as it is entered.
    expect(carousel).toHaveAccessibleDescription(words);
    // Beside the heading, before the first testimonial.
    const [first] = within(carousel).getAllByRole('group');
    expect(note.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(carousel).getAllByRole('group')).toHaveLength(40);
  });
});
