import { describe, expect, it } from 'vitest';
import { credentialsProblem } from './auth-credentials';
import { contactMessageProblems } from './contact-message';
import { emailAddressProblem } from './email-address';
import { fieldLimits, tooLong } from './field-limits';

const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('field limits', () => {
  it('take an email address of 254 characters and refuse one of 255 or 10,000', () => {
    expect(fieldLimits.email).toBe(254);
    expect(emailAddressProblem(address(254))).toBeUndefined();
    expect(emailAddressProblem(address(255))).toBe(
      'Please keep your email address to at most 254 characters.',
    );
    expect(emailAddressProblem(address(10_000))).toBe(
      'Please keep your email address to at most 254 characters.',
    );
  });

  it('apply to sign up and login, which now check the address before sending it', () => {
    const credentials = { email: address(300), password: 'secret-1', confirmPassword: 'secret-1' };
    expect(credentialsProblem('signup', credentials)).toBe(
      'Please keep your email address to at most 254 characters.',
    );
    expect(credentialsProblem('login', { ...credentials, email: 'not an address' })).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(
      credentialsProblem('login', { ...credentials, email: 'ama@example.com', password: 'x'.repeat(129) }),
    ).toBe('Please keep your password to at most 128 characters.');
  });

  it('apply to every field of the contact form', () => {
    const problems = contactMessageProblems({
      name: 'n'.repeat(101),
      email: 'ama@example.com',
      subject: 's'.repeat(151),
      message: 'm'.repeat(5001),
    });
    expect(problems).toEqual({
      name: 'Please keep your name to at most 100 characters.',
      subject: 'Please keep the subject to at most 150 characters.',
      message: 'Please keep your message to at most 5000 characters.',
    });
  });

  it('say nothing of a value within its limit', () => {
    expect(tooLong('discountCode', 'W'.repeat(255), 'the code')).toBeUndefined();
    expect(tooLong('discountCode', 'W'.repeat(256), 'the code')).toBe(
      'Please keep the code to at most 255 characters.',
    );
  });
});
