import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { savedSession } from './saved-session';

afterEach(() => localStorage.clear());

describe('whether the browser keeps a session', () => {
  it('reads nothing where Firebase Auth has stored no user, whatever else is stored', () => {
    localStorage.setItem('shopifyCartId', 'gid://shopify/Cart/1');
    localStorage.setItem('firebase:authUser:another-project-key:[DEFAULT]', '{"uid":"u1"}');
    expect(savedSession.read()).toBeNull();
  });

  it("reads the user Firebase Auth stored for the store's project", () => {
    localStorage.setItem(`firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`, '{"uid":"u1"}');
    expect(savedSession.read()).toBe('{"uid":"u1"}');
  });
});
