import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { contentQueryEndpoint } from '../../mocks/sanity/handlers';
import { renderStore } from './testing/render-store';
import { render } from '@testing-library/react';
import { StoreLoadingScreen } from './layout/store-loading-screen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StoreError } from './route-error';

describe('the store-wide error page', () => {
  it('names the failure and offers Try again and Home when the store cannot start', async () => {
    // The site settings come back without their fields, as after a broken content import.
    server.use(
      http.get(contentQueryEndpoint, () =>
        HttpResponse.json({ query: '', result: { brandName: 'Sankofa Wellness' }, ms: 1 }),
      ),
    );
    await renderStore('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This content is incomplete and cannot be shown \(tagline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('the store-wide error page after a deploy', () => {
  it('says the store was updated and offers Reload when the store’s code is gone', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StoreError error={new TypeError('Failed to fetch dynamically imported module: /assets/a.js')} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The store has been updated' })).toBeInTheDocument();
    expect(
      screen.getByText('This page needs the newest version of the store. Reload the page to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.title).toBe('The store has been updated');
  });
});

describe('the first-load screen', () => {
  it('tells assistive technology the store is loading', () => {
    render(<StoreLoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the store…');
    expect(screen.getByRole('progressbar', { name: 'Loading the store' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });
});
