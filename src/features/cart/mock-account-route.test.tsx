import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';

describe('the demo customer account (mock mode)', () => {
  it('says what Manage subscriptions opens in live mode, and leads on', async () => {
    renderRoutes([{ path: '/mock-account', load: () => import('./mock-account-route') }], '/mock-account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage subscriptions' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('This is the demo store: it has no customer accounts.')).toBeInTheDocument();
    expect(screen.getByText(/In live mode this link opens Shopify.s customer account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription questions (FAQ)' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
