import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductRating } from './product-rating';

const renderRating = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ProductRating', () => {
  it('shows the stars and the count, and leads to the product’s reviews', () => {
    renderRating(
      <ProductRating product={{ rating: 4.8, reviewCount: 1432 }} reviewsHref="/products/coq10#reviews" />,
    );
    const link = screen.getByRole('link', { name: 'Rated 4.8 out of 5 (1,432 reviews)' });
    expect(link).toHaveAttribute('href', '/products/coq10#reviews');
  });

  it('writes the score out to one decimal where asked, and leads to the reviews on the same page', () => {
    renderRating(
      <ProductRating product={{ rating: 4.25, reviewCount: 1 }} withScore reviewsHref="#reviews" />,
    );
    const link = screen.getByRole('link', { name: 'Rated 4.3 out of 5 4.3 (1 review)' });
    expect(link).toHaveAttribute('href', '#reviews');
  });

  it('says "No reviews yet" when nobody has reviewed the product', () => {
    renderRating(
      <ProductRating product={{ rating: 0, reviewCount: 0 }} reviewsHref="/products/coq10#reviews" />,
    );
    expect(screen.getByRole('link', { name: 'No reviews yet' })).toHaveAttribute(
      'href',
      '/products/coq10#reviews',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is no link of its own where it sits inside one', () => {
    renderRating(<ProductRating product={{ rating: 4.8, reviewCount: 12 }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });
});
