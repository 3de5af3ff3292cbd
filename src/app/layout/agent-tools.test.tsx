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
          page: '/products/triple-strength-omega-3-fish-oil',
          price: expect.stringMatching(/^\$/),
          variant_id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
          age_restricted: false,
        }),
      ]),
      conditions: expect.arrayContaining([expect.objectContaining({ name: 'Heart Health' })]),
      statement: expect.stringContaining('not been evaluated by the Food and Drug Administration'),
      search_page: '/search?q=omega',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=omega'));
    expect(router.state.location.pathname).toBe('/search');
    expect(query.value).toBe('');
  });

  it('answer an empty search with what to give, not with the first products', async () => {
    agent = installModelContext();
    await renderInShell(
      <>
        <SiteHeader />
        <AgentTools />
      </>,
      { width: desktopWidth },
    );
    await waitFor(() => expect(agent!.tools.size).toBe(cartTools.length));
    const form = screen.getByRole('search', { name: 'Site search' }) as HTMLFormElement;
    expect(await submitAsAgent(form)).toEqual({
      query: '',
      products: [],
      conditions: [],
      hint: 'Give a product, a health condition or a keyword.',
    });
  });

  it('are nothing in a browser without it', async () => {
    const { container } = await renderInShell(<AgentTools />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect('modelContext' in document).toBe(false);
  });
});
