import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mocks/node';
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
let answerAge: (dateOfBirth: string | null) => void = () => {};

function showRecommendations(productNumbers = ['9', '17']) {
  const { shellActions } = renderInStore(
    <RecommendationsDialog open quiz={quiz} productNumbers={productNumbers} onClose={() => {}} />,
  );
  answerAge = (dateOfBirth) => shellActions.askAge.mockResolvedValue(dateOfBirth);
  return screen.findByRole('dialog', { name: quiz.resultTitle }, pageLoad);
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
  saveMedicationAnswer(null);
});

describe('the stack check in the quiz recommendations', () => {
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

  it('leaves out of "Add all to cart" what would go over an upper limit with the cart, and says so first', async () => {
    // Women's Balance Multivitamin (20 mg of niacin) in the cart; Men's Vitality Multivitamin (20 mg)
    // recommended with the two blood sugar products: together over the 35 mg upper limit.
    await stockCart([[variantOf(8), 1]]);
    const added: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      void request
        .clone()
        .text()
        .then((body) => {
          if (body.includes('mutation CartLinesAdd')) added.push(body);
        });
    };
    server.events.on('request:start', listener);
    try {
      const dialog = await showRecommendations(['11', '9', '17']);
      expect(
        await within(dialog).findByText(
          'Adds 2 products, one of each (1 left out, see below).',
          {},
          pageLoad,
        ),
      ).toBeInTheDocument();
      const notAdded = within(dialog).getByRole('list', { name: 'Not added' });
      expect(notAdded).toHaveTextContent(
        "Men's Vitality Multivitamin is not added: Together, Women's Balance Multivitamin and Men's Vitality " +
          'Multivitamin give 40 mg of niacin a day, above the 35 mg upper limit for adults, from supplements and ' +
          'fortified foods. Talk to your healthcare provider before taking them together.',
      );

      // Berberine is sold only to shoppers 18 or older: its date of birth goes with the add.
      answerAge('1990-07-24');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add all to cart' }));
      await waitFor(() => expect(added).toHaveLength(1), pageLoad);
      expect(added[0]).toContain('1990-07-24');
      expect(added[0]).toContain(variantOf(9));
      expect(added[0]).toContain(variantOf(17));
      expect(added[0]).not.toContain(variantOf(11));
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
});
