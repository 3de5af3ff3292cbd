import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '../testing/render-store';
import { desktopWidth, phoneWidth } from '../testing/viewport';
import { writeStoredQuizResult } from '../../features/quiz/quiz-memory/quiz-result-presence';
import { loadLazyParts } from '../../components/testing/lazy-parts';
import { SiteHeader } from './site-header';

describe('the header on a wide screen', () => {
  it('links to home by the brand name and to each section, marking the current one', async () => {
    const { router } = await renderInShell(<SiteHeader />, { width: desktopWidth, path: '/learn' });
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Sankofa Wellness' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop', '/shop'],
      ['Conditions', '/conditions'],
      ['Learn', '/learn'],
      ['Community', '/community'],
      ['About', '/about'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');

    await act(() => router.navigate('/conditions/blood-sugar'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Conditions' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('has a search button with the Ctrl K hint, a quiz button, the cart and Login', async () => {
    const { user, actions } = await renderInShell(<SiteHeader />, { width: desktopWidth });
    const header = screen.getByRole('banner');

    const search = within(header).getByRole('button', { name: 'Search products, conditions...' });
    expect(search).toHaveTextContent('Search products, conditions...');
    expect(search).toHaveTextContent('Ctrl K');
    await user.click(search);
    expect(actions.openSearch).toHaveBeenCalledTimes(1);

    await user.click(within(header).getByRole('link', { name: 'Quiz' }));
    expect(actions.openQuiz).toHaveBeenCalledTimes(1);

    await user.click(within(header).getByRole('link', { name: 'Cart' }));
    expect(actions.openCart).toHaveBeenCalledTimes(1);
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(header).queryByRole('link', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('is the WebMCP tool search_shop_catalog, with a query field the shopper’s taps leave empty', async () => {
    const { user, actions } = await renderInShell(<SiteHeader />, { width: desktopWidth });
    const form = screen.getByRole('search', { name: 'Site search' }) as HTMLFormElement;
    expect(form).toHaveAttribute('toolname', 'search_shop_catalog');
    expect(form).toHaveAttribute('toolautosubmit', '');
    expect(form.getAttribute('tooldescription')).toMatch(
      /^Search the store's supplements and health conditions/,
    );
    const query = form.elements.namedItem('q') as HTMLInputElement;
    expect(query).toHaveAttribute('type', 'hidden');
    expect(query).toHaveAttribute('toolparamdescription', 'Words to look for: vitamin D, sleep');

    await user.click(within(form).getByRole('button', { name: 'Search products, conditions...' }));
    expect(actions.openSearch).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('q')).toBe('');
  });

  it('offers the recommendations back once the quiz has been finished in this browser', async () => {
    writeStoredQuizResult('{"answers":{}}');
    try {
      // The full name from 1536 px, where the header has room for it.
      const { user, actions } = await renderInShell(<SiteHeader />, { width: 1536 });
      const header = screen.getByRole('banner');
      const reopen = within(header).getByRole('link', { name: 'Your recommendations' });
      expect(reopen).toHaveAttribute('href', '/quiz');
      await user.click(reopen);
      expect(actions.openQuiz).toHaveBeenCalledTimes(1);
      act(() => writeStoredQuizResult(null));
      expect(within(header).getByRole('link', { name: 'Quiz' })).toBeInTheDocument();
    } finally {
      writeStoredQuizResult(null);
    }
  });

  it('says "Results" where the header has no room for "Your recommendations"', async () => {
    writeStoredQuizResult('{"answers":{}}');
    try {
      await renderInShell(<SiteHeader />, { width: 1000 });
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Results' })).toHaveAttribute(
        'href',
        '/quiz',
      );
    } finally {
      writeStoredQuizResult(null);
    }
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
  ])('opens search with %s from anywhere on the page', async (_name, keys) => {
    const { user, actions } = await renderInShell(<SiteHeader />, { width: desktopWidth });
    await user.keyboard(keys);
    expect(actions.openSearch).toHaveBeenCalledTimes(1);
    await user.keyboard('k');
    expect(actions.openSearch).toHaveBeenCalledTimes(1);
  });
});

describe('the header on a phone', () => {
  it('keeps the name, an icon-only search and the cart, and moves the rest into the menu', async () => {
    const { user, actions } = await renderInShell(<SiteHeader />, { width: phoneWidth });
    const header = screen.getByRole('banner');

    expect(within(header).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const search = within(header).getByRole('button', { name: 'Search products, conditions...' });
    expect(search).not.toHaveTextContent('Search products');
    await user.click(search);
    expect(actions.openSearch).toHaveBeenCalledTimes(1);
    await user.click(within(header).getByRole('link', { name: 'Cart' }));
    expect(actions.openCart).toHaveBeenCalledTimes(1);
  });

  it('opens a drawer that reaches every page of the wide header and the footer’s main ones', async () => {
    const { user, actions } = await renderInShell(<SiteHeader />, { width: phoneWidth });
    const menuButton = screen.getByRole('link', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    // The drawer's code loads on the first opening: wait for it, not for a second of a busy machine.
    await loadLazyParts(import('./mobile-menu-drawer'));
    const menu = await screen.findByRole('dialog', { name: 'Sankofa Wellness' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The spec's entries in its order, the other pages among them, and the account entry last.
    expect(menu).toHaveTextContent(
      /Shop Products\s*Take Wellness Quiz\s*Health Conditions\s*Shop by Health Goal\s*Learn\s*Community\s*About Us\s*FAQ\s*Contact Us\s*View Cart\s*Login/,
    );
    for (const [name, href] of [
      ['Shop by Health Goal', '/health-goals'],
      ['Learn', '/learn'],
      ['Community', '/community'],
      ['FAQ', '/faq'],
      ['Contact Us', '/contact'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Shop Products' })).toHaveAttribute('href', '/shop');
    expect(within(menu).getByRole('link', { name: 'Health Conditions' })).toHaveAttribute(
      'href',
      '/conditions',
    );
    expect(within(menu).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    // Shopify's customer account has its own sign-in: a subscriber finds it signed out too.
    const manage = within(menu).getByRole('link', { name: 'Manage subscriptions (opens in a new tab)' });
    expect(manage).toHaveAttribute('href', '/account');
    expect(manage).toHaveAttribute('target', '_blank');

    await user.click(within(menu).getByRole('link', { name: 'Take Wellness Quiz' }));
    expect(actions.openQuiz).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer and goes to the page when an entry is chosen', async () => {
    const { user, router } = await renderInShell(<SiteHeader />, { width: phoneWidth });
    await user.click(screen.getByRole('link', { name: 'Open menu' }));
    await loadLazyParts(import('./mobile-menu-drawer'));
    await user.click(await screen.findByRole('link', { name: 'About Us' }));

    expect(router.state.location.pathname).toBe('/about');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
