/**
 * The privacy banner as a shopper meets it: what it says where they are, the one-tap answers and
 * the choice per purpose, the answer kept in the browser, and "Privacy choices" in the footer to
 * change it.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '../testing/render-store';
import { ACCEPT_ALL, DECLINE_ALL } from '../../domain/consent';
import { loadLazyParts } from '../../components/testing/lazy-parts';
import { PrivacyBanner } from './privacy-banner';
import { PrivacyChoicesButton } from './privacy-choices';
import { PRIVACY_CHOICES_KEY } from '../../components/privacy/privacy-store';

function inTimeZone(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

const kept = () => JSON.parse(localStorage.getItem(PRIVACY_CHOICES_KEY) ?? 'null');

async function renderBanner(timeZone = 'Europe/Berlin') {
  inTimeZone(timeZone);
  const view = await renderInShell(
    <>
      <PrivacyBanner />
      <main id="main" tabIndex={-1} />
      <footer>
        <PrivacyChoicesButton />
      </footer>
    </>,
  );
  return { ...view, banner: await screen.findByRole('region', { name: 'Your privacy choices' }) };
}

beforeAll(async () => {
  await loadLazyParts(import('./privacy-purposes'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the privacy banner', () => {
  it('where consent comes first: says nothing is sent until the shopper accepts', async () => {
    const { banner } = await renderBanner('Europe/Berlin');
    expect(banner).toHaveTextContent('Nothing is sent until you accept.');
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('elsewhere: says the store measures unless the shopper declines', async () => {
    const { banner } = await renderBanner('America/New_York');
    expect(banner).toHaveTextContent('unless you decline');
    expect(banner).toHaveTextContent('Marketing and sharing with partners stay off unless you accept them.');
  });

  it('Accept all keeps the yes to every purpose, says so and goes', async () => {
    const { banner, user } = await renderBanner();
    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(kept()).toMatchObject({ ...ACCEPT_ALL, toldShopify: false });
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your privacy choices are saved')).toBeInTheDocument();
    // The pressed button is gone: the focus goes back to the page.
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('Decline keeps a no to every purpose', async () => {
    const { banner, user } = await renderBanner('America/New_York');
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    expect(kept()).toMatchObject(DECLINE_ALL);
  });

  it('Choose asks per purpose, each off where consent comes first, and keeps what was ticked', async () => {
    const { banner, user } = await renderBanner();
    await user.click(within(banner).getByRole('button', { name: 'Choose' }));
    const purposes = await within(banner).findByRole('group', { name: 'What you allow' });
    const boxes = within(purposes).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false]);
    await user.click(within(purposes).getByRole('checkbox', { name: /^Analytics/ }));
    await user.click(within(banner).getByRole('button', { name: 'Save my choices' }));
    expect(kept()).toMatchObject({ ...DECLINE_ALL, analytics: true });
  });

  it('does not show once the shopper has answered, until "Privacy choices" is pressed', async () => {
    localStorage.setItem(
      PRIVACY_CHOICES_KEY,
      JSON.stringify({
        ...DECLINE_ALL,
        analytics: true,
        answeredAt: '2026-12-01T10:00:00.000Z',
        toldShopify: true,
      }),
    );
    inTimeZone('Europe/Berlin');
    const { user } = await renderInShell(
      <>
        <PrivacyBanner />
        <PrivacyChoicesButton />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).not.toBeInTheDocument();

    const choices = screen.getByRole('button', { name: 'Privacy choices' });
    await user.click(choices);
    const banner = await screen.findByRole('region', { name: 'Your privacy choices' });
    expect(document.activeElement, 'the keyboard is taken to it').toBe(banner);
    // Straight to the choice per purpose, as the shopper left it.
    expect(await within(banner).findByRole('checkbox', { name: /^Analytics/ })).toBeChecked();
    expect(within(banner).getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked();

    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your privacy choices' })).not.toBeInTheDocument(),
    );
    expect(document.activeElement).toBe(choices);
    expect(kept()).toMatchObject({ analytics: true, toldShopify: true });
  });
});
