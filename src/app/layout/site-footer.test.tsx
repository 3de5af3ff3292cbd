import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShell } from '../testing/render-store';
import { SiteFooter } from './site-footer';
import sprite from '../../components/content-icons.svg?raw';

afterEach(() => {
  vi.useRealTimers();
});

describe('the footer', () => {
  it('shows the Shop, Support and Legal columns with their links', async () => {
    await renderInShell(<SiteFooter />);
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });

    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Shop', 'Support', 'Legal']);
    expect(within(nav).getByRole('link', { name: 'Shipping & Returns' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(nav).getByRole('link', { name: 'Medical Disclaimer' })).toHaveAttribute(
      'href',
      '/disclaimer',
    );
  });

  it('follows an internal link inside the store', async () => {
    const { user, router } = await renderInShell(<SiteFooter />);
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('opens social links in a new tab, safely, and names them', async () => {
    await renderInShell(<SiteFooter />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    const facebook = within(social).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'X (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
  });

  it("draws each platform's icon from the content's sprite, and a globe for a platform it does not know", async () => {
    await renderInShell(<SiteFooter />, {
      settings: (seed) => ({
        ...seed,
        socialLinks: [...seed.socialLinks, { platform: 'Mastodon', url: 'https://mastodon.social/' }],
      }),
    });
    const symbols = within(screen.getByRole('list', { name: 'Follow us' }))
      .getAllByRole('link')
      .map((link) => link.querySelector('use')?.getAttribute('href')?.split('#')[1]);
    expect(symbols).toEqual(['social-facebook', 'social-instagram', 'social-x', 'social-youtube', 'globe']);
    for (const symbol of symbols) expect(sprite).toContain(`<symbol id="${symbol}"`);
  });

  it('drops links editors typed with an unsafe scheme', async () => {
    await renderInShell(<SiteFooter />, {
      settings: (seed) => ({
        ...seed,
        socialLinks: [{ platform: 'Facebook', url: 'javascript:alert(1)' }],
        footerColumns: [{ title: 'Shop', links: [{ label: 'Bad', href: 'javascript:alert(1)' }] }],
      }),
    });
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
  });

  it('shows the quality badges, "Third-Party Tested" leading to the lab results, and the FDA disclaimer', async () => {
    await renderInShell(<SiteFooter />);
    const badges = within(screen.getByRole('list', { name: 'Quality badges' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['cGMP Certified', 'Third-Party Tested']);
    badges.forEach((badge) => expect(badge.querySelector('svg')).toBeInTheDocument());
    expect(within(badges[1]!).getByRole('link', { name: 'Third-Party Tested' })).toHaveAttribute(
      'href',
      '/lab-results',
    );
    expect(within(badges[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/not been evaluated by the Food and Drug Administration/)).toBeInTheDocument();
  });

  it("prints the FDA statement as the one every claim's † leads to: #fda-statement, led by †, focusable", async () => {
    await renderInShell(<SiteFooter />);
    const statement = screen.getByText(/not been evaluated by the Food and Drug Administration/);
    expect(statement).toHaveAttribute('id', 'fda-statement');
    expect(statement.textContent).toMatch(/^† These statements have not been evaluated/);
    expect(statement).toHaveAttribute('tabindex', '-1');
  });

  it('dates the copyright with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00'));
    await renderInShell(<SiteFooter />);
    expect(screen.getByText('© 2031 Sankofa Wellness. All rights reserved.')).toBeInTheDocument();
  });
});
