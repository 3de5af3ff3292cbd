import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ClaimMark } from '../../components/claim-mark';
import type { PortableTextContent } from '../../domain/types';
import { RichText } from './portable-text';

const paragraph: PortableTextContent = [
  {
    _key: 'p1',
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [
      { _key: 's1', _type: 'span', text: 'Zinc is studied for immune function.', marks: ['claim'] },
      { _key: 's2', _type: 'span', text: ' Ask your doctor first.', marks: [] },
    ],
  },
];

describe('RichText', () => {
  it('follows a claim-marked span with the caller’s † leading to the FDA statement', () => {
    render(<RichText value={paragraph} claimMark={<ClaimMark />} />);
    const text = screen.getByText(/Zinc is studied/);
    expect(text.textContent).toBe('Zinc is studied for immune function.† Ask your doctor first.');
    const mark = within(text).getByRole('link', { name: 'See the FDA statement about this claim' });
    expect(mark).toHaveAttribute('href', '#fda-statement');
    expect(mark).toHaveTextContent('†');
  });

  it('shows the claim as plain text where the caller gives no mark', () => {
    render(<RichText value={paragraph} />);
    expect(screen.getByText(/Zinc is studied/).textContent).toBe(
      'Zinc is studied for immune function. Ask your doctor first.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
