import { describe, expect, it } from 'vitest';
import { offerEmailProblem } from './offer-email';

describe('offerEmailProblem', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['ada', 'Please enter a valid email address, like name@example.com.'],
    ['ada@', 'Please enter a valid email address, like name@example.com.'],
    ['ada@example', 'Please enter a valid email address, like name@example.com.'],
    ['ada example@mail.com', 'Please enter a valid email address, like name@example.com.'],
    ['ada@example.com', undefined],
    ['  ada.lovelace+offers@mail.example.org  ', undefined],
  ])('for "%s" says %s', (value, expected) => {
    expect(offerEmailProblem(value)).toBe(expected);
  });
});
