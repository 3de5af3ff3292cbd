import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it.each([
    [5, 5],
    [4, 4],
    [4.8, 4],
    [1, 1],
  ])('reads %s as "Rated %s out of 5" and fills %i stars', (rating, filled) => {
    render(<StarRating rating={rating} />);
    const stars = screen.getByRole('img', { name: `Rated ${rating} out of 5` });
    expect(stars.querySelectorAll('[data-star="filled"]')).toHaveLength(filled);
    expect(stars.querySelectorAll('[data-star="empty"]')).toHaveLength(5 - filled);
  });
});
