/**
 * Products sold only to adults. New York's General Business Law § 391-oo forbids selling
 * over-the-counter diet pills and dietary supplements for weight loss or muscle building to anyone
 * under 18; the store applies that rule to every shopper. The merchant marks such a product in
 * Shopify with the tag `age-restricted` (docs/shopify-setup.md). Before one is added to the cart the
 * shopper gives their date of birth; it travels with the cart as the cart attribute "Date of birth"
 * (`YYYY-MM-DD`), which becomes the order's, and the checkout refuses an order that holds such a
 * product without one of 18 or more. A date of birth is the shopper's word, not proof of age
 * (docs/compliance.md says what a live store adds).
 *
 * Ages are counted in calendar days, with no time of day: 18 on the 18th birthday (a birthday on
 * February 29 counts from March 1 in other years). The shopper's own calendar counts (`shopperToday`,
 * src/domain/calendar-date.ts); a checkout, which does not know the shopper's time zone, counts on the
 * latest date anywhere (`latestDateOnEarth`), so it never refuses what the shopper's calendar allowed.
 */

/** The Shopify product tag that marks a product sold only to shoppers of `MINIMUM_AGE` or more. */
export const AGE_RESTRICTED_TAG = 'age-restricted';

export const MINIMUM_AGE = 18;

/** The cart attribute (and so the order's) that carries the date of birth the shopper gave. */
export const DATE_OF_BIRTH_ATTRIBUTE = 'Date of birth';

/** Why the store asks, in the shopper's words: said by the question and by a refusal. */
export const AGE_LAW =
  'New York law forbids selling weight-loss and muscle-building supplements to anyone under 18, and we apply that rule everywhere.';

export function isAgeRestricted(product: { tags: readonly string[] }): boolean {
  return product.tags.includes(AGE_RESTRICTED_TAG);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as numbers, or null when it is not a day of the calendar. */
function dayOf(text: string): { year: number; month: number; day: number } | null {
  const parts = ISO_DAY.exec(text);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whole years from `birth` to `today` (both `YYYY-MM-DD`); NaN when either is not a date. */
export function ageOn(birth: string, today: string): number {
  const born = dayOf(birth);
  const now = dayOf(today);
  if (!born || !now) return Number.NaN;
  const birthdayPassed = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayPassed ? 0 : 1);
}

/** The date in the first time zone to reach it (UTC+14, Kiribati's Line Islands), `YYYY-MM-DD`. */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The oldest date of birth the store takes: nobody alive was born before it. */
const EARLIEST_BIRTH = '1900-01-01';

/**
 * What the shopper's answer means on `today`: a date of birth of 18 or more years, one under 18
 * (`tooYoung`), or a problem with what was typed, in the shopper's words.
 */
export type AgeAnswer =
  { kind: 'old-enough'; dateOfBirth: string } | { kind: 'too-young' } | { kind: 'problem'; problem: string };

export function readAgeAnswer(text: string, today: string): AgeAnswer {
  const value = text.trim();
  if (value === '') return { kind: 'problem', problem: 'Enter your date of birth.' };
  if (!dayOf(value)) return { kind: 'problem', problem: 'Enter a real date, such as 07/24/1990.' };
  if (value > today) return { kind: 'problem', problem: 'A date of birth cannot be in the future.' };
  if (value < EARLIEST_BIRTH) return { kind: 'problem', problem: 'Enter a date of birth after 1900.' };
  return ageOn(value, today) >= MINIMUM_AGE
    ? { kind: 'old-enough', dateOfBirth: value }
    : { kind: 'too-young' };
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The refusal, naming what is not sold to the shopper, and what became of it (`atCheckout`: it stays in the cart). */
export function tooYoungMessage(productNames: readonly string[], { atCheckout = false } = {}): string {
  const outcome = atCheckout
    ? `Remove ${productNames.length > 1 ? 'them' : 'it'} from your cart to check out.`
    : 'Nothing was added to your cart.';
  return `You must be ${MINIMUM_AGE} or older to buy ${listed(productNames)}. ${outcome}`;
}

/** What the question says it is for. */
export function ageQuestion(productNames: readonly string[]): string {
  const many = productNames.length > 1;
  return `${listed(productNames)} ${many ? 'are' : 'is'} sold only to shoppers ${MINIMUM_AGE} or older. ${AGE_LAW}`;
}

/** The date of birth a cart (or an order) carries, as given; null when it carries none. */
export function dateOfBirthIn(attributes: readonly { key: string; value: string | null }[]): string | null {
  const value = attributes.find((attribute) => attribute.key === DATE_OF_BIRTH_ATTRIBUTE)?.value?.trim();
  return value ? value : null;
}

/** Whether the date of birth a cart carries says 18 or more on `today` (a broken one does not). */
export function ageConfirmed(dateOfBirth: string | null, today: string): boolean {
  return dateOfBirth !== null && readAgeAnswer(dateOfBirth, today).kind === 'old-enough';
}

/**
 * What an order (a cart's products and attributes) says of age on `today`: the age-restricted
 * products it holds, by name and once each, and what its date of birth answers (none reads as
 * "Enter your date of birth."). The cart and the checkout both say it from this.
 */
export function orderAgeCheck(
  products: readonly { title: string; ageRestricted: boolean }[],
  attributes: readonly { key: string; value: string | null }[],
  today: string,
): { productNames: string[]; answer: AgeAnswer } {
  const productNames = [
    ...new Set(products.filter((product) => product.ageRestricted).map(({ title }) => title)),
  ];
  return { productNames, answer: readAgeAnswer(dateOfBirthIn(attributes) ?? '', today) };
}

/** The cart's attributes with the date of birth set, the others kept. */
export function withDateOfBirth(
  attributes: readonly { key: string; value: string | null }[],
  dateOfBirth: string,
): { key: string; value: string }[] {
  return [
    ...attributes.flatMap(({ key, value }) =>
      key === DATE_OF_BIRTH_ATTRIBUTE || value === null ? [] : [{ key, value }],
    ),
    { key: DATE_OF_BIRTH_ATTRIBUTE, value: dateOfBirth },
  ];
}
