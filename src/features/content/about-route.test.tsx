import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

const openAbout = () => renderRoutes([{ path: '/about', load: () => import('./about-route') }], '/about');

describe('about page', () => {
  it('tells the founder story and the four sections', async () => {
    openAbout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Sankofa Wellness' }, pageLoad),
    ).toBeInTheDocument();

    const founder = screen.getByRole('region', { name: "Our Founder's Story" });
    const portrait = within(founder).getByRole('img');
    expect(portrait).toHaveAccessibleName(/Naomi Asante-Brooks/);
    expect(portrait).toHaveAttribute('width');
    expect(portrait).toHaveAttribute('height');
    expect(within(founder).getByText('Naomi Asante-Brooks')).toBeInTheDocument();
    expect(within(founder).getByText('Founder & CEO')).toBeInTheDocument();

    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(1),
    ).toEqual(['Our Why', 'Science Meets Culture', 'Culturally Informed Wellness', 'Our Promise']);
    expect(document.title).toBe('About Sankofa Wellness | Sankofa Wellness');
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"aboutPage"');
    openAbout();

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
