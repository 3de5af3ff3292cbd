/**
 * The reviews before and after their controls' code has come: the order and "Show more reviews"
 * keep their room unseen and out of reach meanwhile (the order's as a box, not a disabled select),
 * and the reviews shown stay the same elements, so nothing below the section moves when the
 * controls come (a claim's † jumps past it).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetFirebaseMock } from '../../../../mocks/firebase';
import { loadLazyParts } from '../../../components/testing/lazy-parts';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import { REVIEWED } from '../../../components/testing/reviews';
import { ProductReviews } from './product-reviews';

vi.mock('../../../lib/firebase/reviews-read', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../../../components/testing/reviews')),
}));

// The controls' code comes when the test lets it.
let controlsCome = () => {};
const controlsCame = new Promise<void>((resolve) => (controlsCome = resolve));
vi.mock('./review-controls', async (importOriginal) => {
  await controlsCame;
  return importOriginal();
});

beforeAll(() => loadLazyParts(import('../../../lib/firebase/auth')), 60_000);

describe('the reviews while their controls load', { timeout: 60_000 }, () => {
  it('keep the room of the order and "Show more reviews" unseen, and the same reviews once they come', async () => {
    resetFirebaseMock();
    renderInStore(<ProductReviews handle={REVIEWED} title="Turmeric with Ginger" />);
    const section = within(await screen.findByRole('region', { name: 'Reviews' }, pageLoad));
    const list = await section.findByRole('list', { name: 'Reviews' }, pageLoad);
    const shown = within(list).getAllByRole('article');

    expect(section.queryByRole('combobox'), 'no order to choose yet').not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    // Its room, unseen, and no form control: Chrome would lay the section out as the HTML is read.
    expect(section.getByText('Sort by').closest('[aria-hidden="true"]'), 'its room, unseen').not.toBeNull();
    expect(screen.getByRole('region', { name: 'Reviews' }).querySelector('select')).toBeNull();
    const more = section.getByText('Show more reviews');
    expect(more).toBeDisabled();
    expect(more).toHaveAttribute('aria-hidden', 'true');
    expect(within(shown[0]!).getByText('Helpful (40)').tagName).toBe('P');

    controlsCome();

    await waitFor(() => expect(section.getByRole('combobox', { name: 'Sort by' })).toBeEnabled());
    expect(section.getByRole('button', { name: 'Show more reviews' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Helpful (40)' })).toBeInTheDocument();
    const after = within(section.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(after).toHaveLength(shown.length);
    after.forEach((review, index) => expect(review, 'the same element').toBe(shown[index]));
  });
});
