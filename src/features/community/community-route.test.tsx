import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

async function openCommunityPage() {
  renderRoutes([{ path: '/community', load: () => import('./community-route') }], '/community');
  await screen.findByRole('heading', { level: 1, name: 'Our Community, Our Wellness' }, pageLoad);
  return { user: userEvent.setup() };
}

async function subscribe(user: UserEvent, email: string) {
  await user.click(screen.getByRole('textbox', { name: 'Email address' }));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('community page', () => {
  it('shares five success stories', async () => {
    await openCommunityPage();

    const stories = screen.getByRole('region', { name: 'Success Stories' });
    const cards = within(stories).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const [first] = cards;
    expect(within(first!).getByRole('heading', { level: 3, name: 'Denise W.' })).toBeInTheDocument();
    expect(within(first!).getByText('Atlanta, GA')).toBeInTheDocument();
    expect(within(first!).getByText('Blood Sugar Support')).toBeInTheDocument();
    expect(within(first!).getByText(/6 months/)).toBeInTheDocument();
    expect(within(first!).getByText(/prediabetes/)).toBeInTheDocument();
    expect(document.title).toBe('Our Community, Our Wellness | Sankofa Wellness');
  });

  it.each([
    ['Events & Screenings', 'No events found.'],
    ['Caregiver Resources', 'No caregiver resources found.'],
    ['Support Groups', 'No support groups found.'],
  ])('shows %s as empty until the lists are connected, without the admin hint', async (title, empty) => {
    await openCommunityPage();

    const section = screen.getByRole('region', { name: title });
    expect(within(section).getByText(empty)).toBeInTheDocument();
    expect(within(section).queryByText(/Admins:/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('thanks a shopper who subscribes with a valid email address', async () => {
    const { user } = await openCommunityPage();

    await subscribe(user, 'ada@example.com');

    const thanks = screen.getByRole('alert');
    expect(thanks).toHaveTextContent(/Thank you for staying connected!/);
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('shows what to fix when the email address is missing or mistyped', async () => {
    const { user } = await openCommunityPage();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();

    await subscribe(user, 'ada@example');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(screen.queryByText(/Thank you for staying connected!/)).not.toBeInTheDocument();
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"communityPage"');
    renderRoutes([{ path: '/community', load: () => import('./community-route') }], '/community');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
