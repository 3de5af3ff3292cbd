import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderInStore } from '../testing/render-routes';
import { CertificationBadges } from './certification-badges';

const certifications = ['Third-Party Tested', 'cGMP Certified', 'Non-GMO', 'Gluten-Free'];

describe('CertificationBadges', () => {
  it('shows each certification, "Third-Party Tested" as a link to its proof, the lab results', async () => {
    renderInStore(<CertificationBadges certifications={certifications} />);

    const list = await screen.findByRole('list', { name: 'Certifications' }, pageLoad);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(certifications);
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Third-Party Tested' })).toHaveAttribute(
      'href',
      '/lab-results',
    );
  });

  it('leads to the lab results page inside the store', async () => {
    const { router } = renderInStore(<CertificationBadges certifications={certifications} />);

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Third-Party Tested' }, pageLoad));
    expect(router.state.location.pathname).toBe('/lab-results');
  });

  it('shows only the first ones when asked, and nothing for none', async () => {
    const { unmount } = renderInStore(<CertificationBadges certifications={certifications} max={2} />);
    const list = await screen.findByRole('list', { name: 'Certifications' }, pageLoad);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    unmount();

    renderInStore(
      <>
        <h1>Product</h1>
        <CertificationBadges certifications={[]} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Product' }, pageLoad);
    expect(screen.queryByRole('list', { name: 'Certifications' })).not.toBeInTheDocument();
  });
});
