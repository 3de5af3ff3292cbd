import { describe, expect, it } from 'vitest';
import { emailAddressProblem } from './email-address';

describe('emailAddressProblem', () => {
  it.each(['ada@example.com', ' ada.lovelace+news@mail.example.org ', 'a_b@sub.example.co'])(
    'accepts %j',
    (value) => {
      expect(emailAddressProblem(value)).toBeUndefined();
    },
  );

  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['ada', 'Please enter a valid email address, like name@example.com.'],
    ['ada@', 'Please enter a valid email address, like name@example.com.'],
    ['ada@example', 'Please enter a valid email address, like name@example.com.'],
    ['ada @example.com', 'Please enter a valid email address, like name@example.com.'],
  ])('rejects %j with %j', (value, problem) => {
    expect(emailAddressProblem(value)).toBe(problem);
  });
});
