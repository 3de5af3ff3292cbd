/**
 * The Login and Sign Up form's rules, in the spec's words (section 5). Every problem is shown as a
 * toast titled "Error", and a form with a problem sends nothing.
 */
import { emailAddressProblem } from './email-address';
import { tooLong } from './field-limits';

export type AuthMode = 'login' | 'signup';

export interface AuthCredentials {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Firebase's own minimum, and the spec's. */
export const PASSWORD_MIN_LENGTH = 6;

/** The message for the first problem, or undefined when the credentials may be sent. */
export function credentialsProblem(mode: AuthMode, credentials: AuthCredentials): string | undefined {
  const email = credentials.email.trim();
  if (email === '' || credentials.password === '') return 'Please fill in all fields';
  const emailProblem = emailAddressProblem(email);
  if (emailProblem) return emailProblem;
  const longPassword = tooLong('password', credentials.password, 'your password');
  if (longPassword) return longPassword;
  if (mode === 'signup' && credentials.password !== credentials.confirmPassword) {
    return 'Passwords do not match';
  }
  if (credentials.password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return undefined;
}
