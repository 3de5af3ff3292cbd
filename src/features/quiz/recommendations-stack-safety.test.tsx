import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { saveMedicationAnswer } from '../../components/stack-safety/use-medications';
import { pageLoad, renderInStore } from '../../components/testing/render-routes';
import { stockCart, variantOf } from '../cart/test-cart';
import { RecommendationsDialog } from './recommendations-dialog';

const quiz = {
  resultTitle: 'Your Personalized Wellness Recommendations',
  resultSubtitle: 'Based on your wellness quiz',
  fallbackText: 'Please visit our shop.',
  fallbackButtonLabel: 'Shop All Products',
};

/** The recommendations for blood sugar: Berberine Blood Sugar Support (9), Ceylon Cinnamon & Chromium (17). */
function showRecommendations(productNumbers = ['9', '17']) {
  renderInStore(
    <RecommendationsDialog open quiz={quiz} productNumbers={productNumbers} onClose={() => {}} />,
  );
  return screen.findByRole('dialog', { name: quiz.resultTitle }, pageLoad);
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
  saveMedicationAnswer(null);
});

describe('the stack check in the quiz recommendations', { timeout: 30_000 }, () => {
  it("shows a conflict with the shopper's medications on the card, and in full with its source", async () => {
    saveMedicationAnswer({ choice: 'classes', classes: ['diabetes'] });
    const dialog = await showRecommendations();
    const panel = await within(dialog).findByRole('region', { name: 'Taking these together' }, pageLoad);
    expect(
      await within(panel).findByText(
        /^Berberine Blood Sugar Support contains Berberine, and you listed diabetes medication among your medications\./,
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: /\(opens in a new tab\)$/ }).length).toBeGreaterThan(0);

    const card = within(dialog).getByRole('article', { name: 'Berberine Blood Sugar Support' });
    // The card's own note is rendered apart from the panel: wait for it as for the panel.
    expect(await within(card).findByText(/Berberine and your medications/, {}, pageLoad)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'See details below' })).toBeInTheDocument();
  });

  it("checks the recommendations together with the cart's products", async () => {
    // Calcium, Magnesium & D3 in the cart; Vitamin D3 + K2 recommended.
    await stockCart([[variantOf(44), 1]]);
    const dialog = await showRecommendations(['2']);
    const panel = await within(dialog).findByRole('region', { name: 'Taking these together' }, pageLoad);
    expect(
      await within(panel).findByText(
        /^Vitamin D is in more than one product: Vitamin D3 \+ K2 and Calcium, Magnesium & D3\./,
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    const card = within(dialog).getByRole('article', { name: 'Vitamin D3 + K2' });
    expect(within(card).getByText(/Vitamin D in more than one product/)).toBeInTheDocument();
    // The quiz is where the medication question is asked: no link back to it.
    expect(within(panel).queryByRole('link', { name: /Add your medications/ })).not.toBeInTheDocument();
  });
});
