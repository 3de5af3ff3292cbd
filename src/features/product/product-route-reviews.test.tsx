import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../components/testing/render-routes';
import { layOutCarousels } from '../../components/testing/carousel-layout';
import { REVIEWED, UNREVIEWED } from '../../components/testing/reviews';

// The product's reviews come from the reviews in memory; the rest of the module stays.
vi.mock('../../lib/firebase/reviews-read', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../../components/testing/reviews')),
}));

/** The first Storefront request starts the mock GraphQL engine (the whole schema): give it time. */
const productLoad = { timeout: 30_000 } as const;

const renderProduct = (handle: string) =>
  renderRoutes([{ path: '/products/:handle', load: () => import('./product-route') }], `/products/${handle}`);

function structuredData(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '') as Record<string, unknown>;
}

beforeEach(() => {
  layOutCarousels();
  localStorage.clear();
});

describe('a product page’s reviews', { timeout: 60_000 }, () => {
  it('shows the reviews the page loaded, and the rating beside the price comes from them and leads there', async () => {
    renderProduct(REVIEWED);
    await screen.findByRole('heading', { level: 1, name: 'Turmeric with Ginger' }, productLoad);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveAttribute('id', 'reviews');
    expect(within(reviews).getByText('Based on 23 reviews')).toBeInTheDocument();
    expect(
      within(within(reviews).getByRole('list', { name: 'Reviews' })).getAllByRole('article'),
    ).toHaveLength(10);

    // 23 reviews, 91 stars: 4.0, not the catalogue's own figures.
    const rating = screen.getByRole('link', { name: 'Rated 4 out of 5 4.0 (23 reviews)' });
    expect(rating).toHaveAttribute('href', '#reviews');
  });

  it('gives search engines the rating of the published reviews and the first five of them', async () => {
    renderProduct(REVIEWED);
    await screen.findByRole('heading', { level: 1 }, productLoad);
    await waitFor(() =>
      expect(structuredData().aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4,
        reviewCount: 23,
        bestRating: 5,
        worstRating: 1,
      }),
    );
    const reviews = structuredData().review as { name: string; author: { name: string } }[];
    expect(reviews.map((review) => review.name)).toEqual([
      'Review number 1',
      'Review number 2',
      'Review number 3',
      'Review number 4',
      'Review number 5',
    ]);
    expect(reviews[0]?.author).toEqual({ '@type': 'Person', name: 'Maya J.' });
  });

  it('says a product has no reviews yet, beside its price and in its Reviews, and gives search engines no rating', async () => {
    renderProduct(UNREVIEWED);
    await screen.findByRole('heading', { level: 1 }, productLoad);
    expect(screen.getByRole('link', { name: 'No reviews yet' })).toHaveAttribute('href', '#reviews');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/products/${UNREVIEWED}/review`,
    );
    expect(structuredData()).not.toHaveProperty('aggregateRating');
    expect(structuredData()).not.toHaveProperty('review');
  });
});
