import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { saveMedicationAnswer } from '../../components/stack-safety/use-medications';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { stockCart, variantOf } from './test-cart';

/** Vitamin D3 + K2 (125 mcg of vitamin D) and Calcium, Magnesium & D3 (25 mcg). */
const vitaminD = [variantOf(2), variantOf(44)] as const;
/** Electrolyte Hydration Powder: 200 mg of potassium. */
const potassium = variantOf(45);

async function openCartWith(variants: readonly string[]) {
  await stockCart(variants.map((variant) => [variant, 1]));
  const rendered = renderRoutes([{ path: '/cart', load: () => import('./cart-route') }], '/cart');
  await screen.findByRole('list', { name: 'Items in your cart' }, pageLoad);
  return { ...rendered, user: userEvent.setup() };
}

const findingsPanel = (name: string | RegExp) => screen.findByRole('region', { name }, pageLoad);

function lineOf(title: string) {
  return screen.getByRole('link', { name: title }).closest('li')!;
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
  saveMedicationAnswer(null);
});

describe('the stack check on the cart page', () => {
  it('adds up the vitamin D of two products and says it is in both, citing the NIH fact sheet', async () => {
    await openCartWith(vitaminD);
    const panel = await findingsPanel('Taking these together');

    expect(
      await within(panel).findByText(
        /^Together, Vitamin D3 \+ K2 and Calcium, Magnesium & D3 give 150 mcg of vitamin D a day, above the 100 mcg upper limit for adults\. Talk to your healthcare provider/,
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/^Vitamin D is in more than one product/)).toBeInTheDocument();
    expect(within(panel).getAllByText('Warning:').length).toBeGreaterThan(0);
    expect(within(panel).getAllByText('Caution:').length).toBeGreaterThan(0);
    const sources = within(panel).getAllByRole('link', {
      name: /NIH Office of Dietary Supplements: Vitamin D fact sheet/,
    });
    expect(sources[0]).toHaveAttribute(
      'href',
      'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    );
    expect(sources[0]).toHaveAttribute('target', '_blank');
    expect(within(panel).getByText(/not medical advice/)).toBeInTheDocument();
    // Not answered yet: the quiz can ask about medications.
    expect(
      within(panel).getByRole('link', { name: 'Add your medications to check interactions' }),
    ).toHaveAttribute('href', '/quiz');

    // Each finding is said once, in the summary that names both products; each line they are on
    // is marked with how serious it is, and points to the summary.
    expect(screen.getAllByText(/in more than one product/)).toHaveLength(1);
    expect(screen.getAllByText(/above the 100 mcg upper limit/)).toHaveLength(1);
    for (const title of ['Vitamin D3 + K2', 'Calcium, Magnesium & D3']) {
      const line = lineOf(title);
      expect(await within(line).findByText('Warning')).toBeInTheDocument();
      expect(within(line).queryByText(/upper limit|more than one product/)).not.toBeInTheDocument();
    }
    const line = lineOf('Calcium, Magnesium & D3');
    await userEvent.setup().click(within(line).getByRole('button', { name: 'See details below' }));
    expect(panel).toHaveFocus();
  });

  it('names an interaction with the medications the shopper listed, with its source', async () => {
    saveMedicationAnswer({ choice: 'classes', classes: ['blood-pressure'] });
    await openCartWith([potassium]);
    const panel = await findingsPanel('Stack check');

    expect(
      await within(panel).findByText(
        /Electrolyte Hydration Powder contains Potassium, and you listed blood-pressure medication \(ACE inhibitors, ARBs\) among your medications\./,
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    const source = within(panel).getByRole('link', { name: /NIH Office of Dietary Supplements/ });
    expect(source.getAttribute('href')).toMatch(/^https:\/\/ods\.od\.nih\.gov\//);
    expect(within(panel).queryByRole('link', { name: /Add your medications/ })).not.toBeInTheDocument();
    const line = lineOf('Electrolyte Hydration Powder');
    expect(within(line).getByRole('button', { name: 'See details below' })).toBeInTheDocument();
    expect(within(line).queryByText(/Potassium/)).not.toBeInTheDocument();
  });

  it('says which checks found nothing, and never more', async () => {
    saveMedicationAnswer({ choice: 'none' });
    await openCartWith([potassium]);
    const panel = await findingsPanel('Stack check');
    expect(
      await within(panel).findByText('No upper-limit findings for this product.', {}, pageLoad),
    ).toBeInTheDocument();
  });

  it('says a product whose facts cannot be read could not be checked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query, variables } = (await request.clone().json()) as {
          query: string;
          variables?: { handle?: string };
        };
        if (!query.includes('query ProductFacts') || variables?.handle !== 'vitamin-d3-k2') return undefined;
        return HttpResponse.json({
          data: {
            product: {
              id: 'gid://shopify/Product/2',
              supplementFacts: { reference: { type: 'supplement_facts', fields: [] } },
            },
          },
        });
      }),
    );
    await openCartWith(vitaminD);
    const panel = await findingsPanel('Taking these together');
    expect(
      await within(panel).findByText(
        /^We cannot check Vitamin D3 \+ K2: its Supplement Facts are not published yet\./,
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Vitamin D3 + K2' })).toHaveAttribute(
      'href',
      '/products/vitamin-d3-k2',
    );
    warn.mockRestore();
  });

  it('says the check could not run when the facts cannot be loaded, and runs it again on Try again', async () => {
    let failing = true;
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        return failing && query.includes('query ProductFacts') ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = await openCartWith(vitaminD);
    const panel = await findingsPanel('Taking these together');
    expect(
      await within(panel).findByText('We could not check your stack right now.', {}, pageLoad),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/^No /)).not.toBeInTheDocument();

    failing = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByText(/^Vitamin D is in more than one product/, {}, pageLoad),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('We could not check your stack right now.')).not.toBeInTheDocument();
  });

  it('says the check could not run when the interaction rules cannot be loaded, rather than skip them', async () => {
    saveMedicationAnswer({ choice: 'classes', classes: ['blood-pressure'] });
    const outage = failSanityQueries('"interactionRule"');
    const { user } = await openCartWith([potassium]);
    const panel = await findingsPanel('Stack check');
    expect(
      await within(panel).findByText('We could not check your stack right now.', {}, pageLoad),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/^No /)).not.toBeInTheDocument();

    outage.stop();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByText(
        /contains Potassium, and you listed blood-pressure medication/,
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
  });
});
