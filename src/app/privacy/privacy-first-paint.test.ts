/**
 * The privacy question's first paint: the boot script (boot.js, run as the page's head runs it)
 * decides whether the question shows, and with which region's words, before the app exists; the app
 * decides from then on (privacy-store.ts over src/domain/consent.ts). The two readings must agree,
 * or the question would appear or change its words as the page hydrates, moving what is below it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import bootScript from '../../lib/hydration/boot.js?raw';
import { privacyAnswer, privacyRegion, PRIVACY_CHOICES_KEY } from '../../components/privacy/privacy-store';

const answer = {
  analytics: true,
  marketing: false,
  preferences: true,
  saleOfData: false,
  answeredAt: '2026-11-01T12:00:00.000Z',
  toldShopify: true,
};
const kept: [string, string | null][] = [
  ['nothing kept', null],
  ['an answer', JSON.stringify(answer)],
  ['an answer Shopify was not told of yet', JSON.stringify({ ...answer, toldShopify: false })],
  ['text that is not JSON', '{"analytics": tr'],
  ['null', 'null'],
  ['a list', '[true, false]'],
  ['an answer without a purpose', JSON.stringify({ ...answer, saleOfData: undefined })],
  ['a purpose that is not yes or no', JSON.stringify({ ...answer, marketing: 'no' })],
  ['an answer without a date', JSON.stringify({ ...answer, answeredAt: undefined })],
  ['an answer with a date that is none', JSON.stringify({ ...answer, answeredAt: 'yesterday' })],
];
const zones = [
  'Europe/Berlin',
  'Europe/London',
  'Atlantic/Canary',
  'Arctic/Longyearbyen',
  'America/New_York',
  'Pacific/Honolulu',
  'Asia/Tokyo',
  'UTC',
  'Etc/GMT+5',
  '',
];

function inTimeZone(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-privacy-asking');
  delete window.storeCannotStart;
});

describe('the privacy question before and after the app starts', () => {
  describe.each(kept)('with %s in the browser', (_, value) => {
    it.each(zones)('in the time zone "%s", the boot script and the app agree', (zone) => {
      if (value === null) localStorage.removeItem(PRIVACY_CHOICES_KEY);
      else localStorage.setItem(PRIVACY_CHOICES_KEY, value);
      inTimeZone(zone);
      window.eval(bootScript);
      const app = privacyAnswer() === null ? privacyRegion() : null;
      expect(document.documentElement.getAttribute('data-privacy-asking')).toBe(app);
    });
  });

  it('asks nothing inside a frame (Sanity Studio’s preview)', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    window.eval(bootScript);
    expect(document.documentElement.hasAttribute('data-privacy-asking')).toBe(false);
  });
});
