/**
 * The privacy question's first paint: the boot script (boot.js, run as the page's head runs it)
 * decides whether the question shows, and with which region's words, before the app exists; the app
 * decides from then on (privacy-store.ts over src/domain/consent.ts). The two readings must agree,
 * or the question would appear or change its words as the page hydrates, moving what is below it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import bootScript from '../../lib/hydration/boot.js?raw';
import { privacyAnswer, privacyRegion, PRIVACY_CHOICES_KEY } from '../../components/privacy/privacy-store';
import { privacyRegionOf } from '../../domain/consent';

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
/** Each zone with its `getTimezoneOffset` in January and in July, as a browser there reads them. */
const zones: [string, number, number][] = [
  ['Europe/Berlin', -60, -120],
  ['Europe/London', 0, -60],
  ['Europe/Samara', -240, -240],
  ['Atlantic/Azores', 60, 0],
  ['Atlantic/Canary', 0, -60],
  ['Arctic/Longyearbyen', -60, -120],
  ['America/New_York', 300, 240],
  ['America/Los_Angeles', 480, 420],
  ['America/Phoenix', 420, 420],
  ['America/Sao_Paulo', 180, 180],
  ['Pacific/Honolulu', 600, 600],
  ['Asia/Tokyo', -540, -540],
  ['Australia/Sydney', -660, -600],
  ['UTC', 0, 0],
  ['Etc/GMT+5', 300, 300],
  ['', 0, 0],
];

function inTimeZone(timeZone: string, january: number, july: number) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  const asked = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
    return this.getMonth() < 3 || this.getMonth() > 9 ? january : july;
  });
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-privacy-asking');
  delete window.storeCannotStart;
  // Each run of the script listens on the document and would hold every form sent to /cart in the
  // test files run after this one in the same environment: taking its forms stops it.
  window.storeTakeHeldForms?.();
  delete window.storeTakeHeldForms;
});

describe('the privacy question before and after the app starts', () => {
  describe.each(kept)('with %s in the browser', (_, value) => {
    it.each(zones)('in the time zone "%s", the boot script and the app agree', (zone, january, july) => {
      if (value === null) localStorage.removeItem(PRIVACY_CHOICES_KEY);
      else localStorage.setItem(PRIVACY_CHOICES_KEY, value);
      inTimeZone(zone, january, july);
      window.eval(bootScript);
      const app = privacyAnswer() === null ? privacyRegion() : null;
      expect(document.documentElement.getAttribute('data-privacy-asking')).toBe(app);
      if (app !== null) expect(app).toBe(privacyRegionOf(zone || undefined));
    });
  });

  it.each(zones.filter(([zone, january, july]) => zone.startsWith('America/') && january !== july))(
    'in "%s" (summer time, outside Europe’s offsets) neither reads the zone’s name from Intl',
    (zone, january, july) => {
      localStorage.removeItem(PRIVACY_CHOICES_KEY);
      const asked = inTimeZone(zone, january, july);
      window.eval(bootScript);
      expect(privacyRegion()).toBe('decline-any-time');
      expect(document.documentElement.getAttribute('data-privacy-asking')).toBe('decline-any-time');
      expect(asked).not.toHaveBeenCalled();
    },
  );

  it('asks nothing inside a frame (Sanity Studio’s preview)', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    window.eval(bootScript);
    expect(document.documentElement.hasAttribute('data-privacy-asking')).toBe(false);
  });
});
