import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import { ProductAbout } from './product-about';
import { ProductCard } from '../../../components/product/product-card';
import { defaultKeyBenefits } from './key-benefits';
import { testProduct } from '../../../components/testing/test-product';

const claimMarkName = 'See the FDA statement about this claim';

/** The section under a heading of ProductAbout ("About This Product", "Key Benefits"). */
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('the † on product claims', () => {
  it("marks the benefit and each of the product's key benefits, leading to the footer's FDA statement", async () => {
    renderInStore(<ProductAbout product={testProduct()} headingLevel="h2" />);
    await screen.findByRole('heading', { level: 2, name: 'Key Benefits' }, pageLoad);

    const about = section('About This Product');
    expect(within(about).getByText('Supports a calm test run.')).toHaveTextContent(
      'Supports a calm test run.†',
    );
    expect(within(about).getByRole('link', { name: claimMarkName })).toHaveAttribute(
      'href',
      '#fda-statement',
    );

    const items = within(section('Key Benefits')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Supports focus†',
      'Supports calm†',
      'Supports sleep†',
      'Supports energy†',
    ]);
    for (const item of items) {
      expect(within(item).getByRole('link', { name: claimMarkName })).toHaveAttribute(
        'href',
        '#fda-statement',
      );
    }
    // On a page the statement is the footer's: ProductAbout prints none of its own.
    expect(
      screen.queryByText(/not been evaluated by the Food and Drug Administration/),
    ).not.toBeInTheDocument();
  });

  it("leaves the store's default list unmarked: it says how products are made, not what they do", async () => {
    renderInStore(<ProductAbout product={testProduct({ benefits: [] })} headingLevel="h2" />);
    await screen.findByRole('heading', { level: 2, name: 'Key Benefits' }, pageLoad);
    const items = within(section('Key Benefits')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([...defaultKeyBenefits]);
    expect(within(section('Key Benefits')).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(section('About This Product')).getByRole('link', { name: claimMarkName }),
    ).toBeInTheDocument();
  });

  it('in a dialog, prints the statement after the benefits and brings it to focus from a †', async () => {
    renderInStore(<ProductAbout product={testProduct()} headingLevel="h3" />);
    await screen.findByRole('heading', { level: 3, name: 'Key Benefits' }, pageLoad);
    const statement = screen.getByText(/not been evaluated by the Food and Drug Administration/);
    expect(statement.textContent).toMatch(/^† These statements/);

    const marks = screen.getAllByRole('link', { name: claimMarkName });
    expect(marks).toHaveLength(5);
    for (const mark of marks) expect(mark).toHaveAttribute('href', `#${statement.id}`);

    await userEvent.setup().click(marks[2]!);
    expect(statement).toHaveFocus();
  });

  it('marks the benefit on a product card', async () => {
    renderInStore(<ProductCard product={testProduct()} />);
    const card = await screen.findByRole('article', { name: 'Test Tonic' }, pageLoad);
    expect(within(card).getByText('Supports a calm test run.')).toHaveTextContent(
      'Supports a calm test run.†',
    );
    expect(within(card).getByRole('link', { name: claimMarkName })).toHaveAttribute('href', '#fda-statement');
  });
});
