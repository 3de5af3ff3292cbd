import { describe, expect, it } from 'vitest';
import { credentialsProblem, type AuthCredentials } from './auth-credentials';
import { emailPrefix } from './account-name';

const filled: AuthCredentials = { email: 'ama@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('credentialsProblem', () => {
  it.each([
    ['login', { ...filled, email: '' }, 'Please fill in all fields'],
    ['login', { ...filled, email: '   ' }, 'Please fill in all fields'],
    ['login', { ...filled, password: '' }, 'Please fill in all fields'],
    ['signup', { ...filled, password: '', confirmPassword: '' }, 'Please fill in all fields'],
    ['signup', { ...filled, confirmPassword: 'secret2' }, 'Passwords do not match'],
    [
      'signup',
      { ...filled, password: 'short', confirmPassword: 'short' },
      'Password must be at least 6 characters',
    ],
    ['login', { ...filled, password: 'short' }, 'Password must be at least 6 characters'],
  ] as const)('%s with %o says "%s"', (mode, credentials, message) => {
    expect(credentialsProblem(mode, credentials)).toBe(message);
  });

  it('accepts filled credentials; login ignores the confirmation', () => {
    expect(credentialsProblem('signup', filled)).toBeUndefined();
    expect(credentialsProblem('login', { ...filled, confirmPassword: '' })).toBeUndefined();
    expect(credentialsProblem('login', { ...filled, password: '123456' })).toBeUndefined();
  });
});

describe('emailPrefix', () => {
  it('is the part before the @', () => {
    expect(emailPrefix('ama.owusu@example.com')).toBe('ama.owusu');
    expect(emailPrefix('no-at-sign')).toBe('no-at-sign');
  });
});
