import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { installModelContext } from '../../components/testing/model-context';
import { submitAsAgent } from '../../components/testing/agent-submit';
import { renderInShell } from '../testing/render-store';
import { desktopWidth } from '../testing/viewport';
import { AgentTools } from './agent-tools';
import { SiteHeader } from './site-header';

const cartTools = ['get_cart', 'update_cart'];

describe('the agent tools of the frame', () => {
  let agent: ReturnType<typeof installModelContext> | undefined;
  afterEach(() => agent?.withdraw());

  it('offer the cart’s actions, and answer the header search, where the browser has WebMCP', async () => {
    agent = installModelContext();
    const shell = (
      <>
        <SiteHeader />
        <AgentTools />
      </>
    );
    const { router } = await renderInShell(shell, { width: desktopWidth });
    await waitFor(() => expect([...agent!.tools.keys()].sort()).toEqual(cartTools));

    const form = screen.getByRole('search', { name: 'Site search' }) as HTMLFormElement;
    const query = form.elements.namedItem('q') as HTMLInputElement;
    query.value = 'omega';
    expect(await submitAsAgent(form)).toMatchObject({
      query: 'omega',
      products: expect.arrayContaining([
        expect.objectContaining({
          title: 'Triple-Strength Omega-3 Fish Oil',
          url: '/products/triple-strength-omega-3-fish-oil',
          markdown_url: '/products/triple-strength-omega-3-fish-oil.md',
          price: expect.objectContaining({ shown: expect.stringMatching(/^\$/) }),
          variants: [
            expect.objectContaining({
              variant_id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
            }),
          ],
          age_restricted: false,
        }),
      ]),
      conditions: expect.arrayContaining([expect.objectContaining({ name: 'Heart Health' })]),
      disclaimer: expect.stringContaining('not been evaluated by the Food and Drug Administration'),
      search_page: '/search?q=omega',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=omega'));
    expect(router.state.location.pathname).toBe('/search');
    expect(query.value).toBe('');
  });

  it('refuse an empty search with what to give, listing no products and leaving the page as it was', async () => {
    agent = installModelContext();
    const { router } = await renderInShell(
      <>
        <SiteHeader />
        <AgentTools />
      </>,
      { width: desktopWidth },
    );
    await waitFor(() => expect(agent!.tools.size).toBe(cartTools.length));
    const form = screen.getByRole('search', { name: 'Site search' }) as HTMLFormElement;
    const path = router.state.location.pathname;
    await expect(submitAsAgent(form)).rejects.toThrow('Type a product, a health goal or a keyword.');
    expect(router.state.location.pathname).toBe(path);
  });

  it('are nothing in a browser without it', async () => {
    const { container } = await renderInShell(<AgentTools />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect('modelContext' in document).toBe(false);
  });
});
