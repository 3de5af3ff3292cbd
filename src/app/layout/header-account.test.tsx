import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetFirebaseMock } from '../../../mocks/firebase';
import { pageLoad, renderInStore } from '../../components/testing/render-routes';
import { HeaderAccount } from './header-account';
import { signInKeepingSession } from '../../components/testing/signed-in';

afterEach(async () => {
  await (await import('../../lib/firebase/auth')).signOutIfStarted();
});

describe('the header account corner', () => {
  it('offers Login to a visitor', async () => {
    renderInStore(<HeaderAccount />);
    expect(await screen.findByRole('link', { name: 'Login' }, pageLoad)).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: /Manage subscriptions/ })).not.toBeInTheDocument();
  });

  it("leads a signed-in shopper to Shopify's customer account to manage subscriptions, in a new tab", async () => {
    resetFirebaseMock();
    await signInKeepingSession('admin@example.com', 'admin-password');
    renderInStore(<HeaderAccount />);
    const manage = await screen.findByRole(
      'link',
      { name: 'Manage subscriptions (opens in a new tab)' },
      pageLoad,
    );
    // Not a bare icon: its word is shown beside it.
    expect(manage).toHaveTextContent('Subscriptions');
    expect(manage).toHaveAttribute('href', '/account');
    expect(manage).toHaveAttribute('target', '_blank');
    expect(manage).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('leads an admin to the admin page, and no one else', async () => {
    resetFirebaseMock();
    const { signOutIfStarted } = await import('../../lib/firebase/auth');
    await signInKeepingSession('admin@example.com', 'admin-password');
    const { unmount } = renderInStore(<HeaderAccount />);
    const admin = await screen.findByRole('link', { name: 'Admin' }, pageLoad);
    expect(admin).toHaveAttribute('href', '/admin');
    expect(admin).toHaveTextContent('Admin');
    unmount();

    await signOutIfStarted();
    await signInKeepingSession('member@example.com', 'member-password');
    renderInStore(<HeaderAccount />);
    await screen.findByRole('button', { name: 'Logout' }, pageLoad);
    // The admin check has run once the account's quiz memory and role are read; give it that time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
