import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderStore } from './testing/render-store';
import { render } from '@testing-library/react';
import { StoreLoadingScreen } from './layout/store-loading-screen';

describe('the store-wide error page', () => {
  it('names the failure and offers Try again and Home when the store cannot start', async () => {
    // The site settings come back without their fields, as after a broken content import.
    server.use(
      http.get('https://sankofa.apicdn.sanity.io/:version/data/query/:dataset', () =>
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

describe('the first-load screen', () => {
  it('tells assistive technology the store is loading', () => {
    render(<StoreLoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the store…');
    expect(screen.getByRole('progressbar', { name: 'Loading the store' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });
});
