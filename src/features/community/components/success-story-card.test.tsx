import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { SuccessStory } from '../../../domain/types';
import { SuccessStoryCard } from './success-story-card';

const story: SuccessStory = {
  name: 'Denise W.',
  location: 'Atlanta, GA',
  condition: 'Blood Sugar Support',
  story: 'My numbers were the best they have been in years.',
  avatar: null,
  initials: 'DW',
  timeframe: '6 months',
};

describe('SuccessStoryCard', () => {
  it('shows the portrait when there is one, as decoration beside the name', () => {
    const { container } = render(
      <ul>
        <SuccessStoryCard
          story={{
            ...story,
            avatar: {
              url: 'https://cdn.sanity.io/images/p/d/denise.svg',
              width: 96,
              height: 96,
              alt: 'Denise',
            },
          }}
        />
      </ul>,
    );

    const portrait = container.querySelector('img');
    expect(portrait).toHaveAttribute('alt', '');
    expect(portrait).toHaveAttribute('src', expect.stringContaining('denise.svg'));
    expect(screen.queryByText('DW')).not.toBeInTheDocument();
  });

  it('falls back to the initials without a portrait', () => {
    render(
      <ul>
        <SuccessStoryCard story={story} />
      </ul>,
    );

    expect(screen.getByText('DW')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Denise W.' })).toBeInTheDocument();
    expect(screen.getByText('6 months')).toHaveTextContent('Timeframe: 6 months');
    expect(screen.getByRole('blockquote')).toHaveTextContent('My numbers were the best');
  });
});
