import { afterEach, describe, expect, it } from 'vitest';
import { mayConcernSession, mayKeepSession } from './saved-session';

afterEach(() => localStorage.clear());

describe('whether the browser keeps a session', () => {
  it('says no where Firebase Auth has stored no user, whatever else is stored', () => {
    localStorage.setItem('shopifyCartId', 'gid://shopify/Cart/1');
    expect(mayKeepSession()).toBe(false);
  });

  it("says yes where Firebase Auth's key for a signed-in user is stored", () => {
    localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{"uid":"u1"}');
    expect(mayKeepSession()).toBe(true);
  });

  it("hears another tab's change to that key, or storage cleared, and nothing else", () => {
    expect(mayConcernSession('firebase:authUser:demo-key:[DEFAULT]')).toBe(true);
    expect(mayConcernSession(null)).toBe(true);
    expect(mayConcernSession('shopifyCartId')).toBe(false);
  });
});
