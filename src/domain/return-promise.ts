/**
 * The store's one promise about returns, as Shipping & Returns and the FAQ state it: a 30-day
 * money-back guarantee on unopened products; opened supplements are not returnable. Every text a
 * shopper reads that names a guarantee or a return window must say this one, never a kinder one
 * ("try any product", "satisfaction guarantee") that the returns desk would then refuse.
 *
 * `returnPromiseProblems` reads a text (a label, a sentence, a paragraph) and says what in it states
 * another promise:
 * - a guarantee named as a promise ("our … guarantee", "30-day … guarantee", "satisfaction
 *   guarantee") that is not the "30-day money-back guarantee";
 * - that guarantee in a sentence that does not limit it to unopened products (a short label such as
 *   a badge, without a full stop, may leave the limit to the pages that explain it);
 * - a return window other than 30 days, or one stated without "unopened";
 * - words that promise more: "try any product", "risk-free", "no questions asked", "satisfaction
 *   guaranteed", "even if opened".
 *
 * "guarantee" as a verb ("we do not endorse or guarantee them") and "guaranteed" about a product's
 * contents ("live cultures guaranteed through the date on the bottle") are no return promise.
 */

export const returnPolicy = {
  days: 30,
  guarantee: '30-day money-back guarantee',
  condition: 'unopened products',
} as const;

/** A label (a badge) is short and has no full stop; it may name the guarantee without its limit. */
const LABEL_MAX_LENGTH = 40;

const promisedGuarantee =
  /\b(?:\d+[- ]day|satisfaction|money[- ]back|our|full|happiness)\b[\w\s-]{0,30}?\bguarantee\b/gi;
const returnWindow = /\b(?:return(?:s|ed)?|refund(?:s|ed)?)\b[^.!?]*?\bwithin (\d+) days\b/gi;
const kinderWords = [
  /\btry any product\b/i,
  /\brisk[- ]free\b/i,
  /\bno questions asked\b/i,
  /\bsatisfaction guaranteed\b/i,
  /\beven (?:if|when) (?:it is |it's |they are |they're )?opened\b/i,
  /\bopened (?:supplements|products|bottles) (?:can|may) be returned\b/i,
];

/** The text's sentences (a label is one). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function isLabel(sentence: string): boolean {
  return sentence.length <= LABEL_MAX_LENGTH && !/[.!?]$/.test(sentence);
}

const limitedToUnopened = (sentence: string) => /\bunopened\b/i.test(sentence);

/** What in `text` promises something other than the store's return policy; empty when nothing does. */
export function returnPromiseProblems(text: string): string[] {
  const problems: string[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const words of kinderWords) {
      const found = words.exec(sentence);
      if (found) problems.push(`"${found[0]}" promises more than the ${returnPolicy.guarantee}: ${sentence}`);
    }
    for (const [named] of sentence.matchAll(promisedGuarantee)) {
      if (!named.toLowerCase().replace(/\s+/g, ' ').includes(returnPolicy.guarantee))
        problems.push(`"${named}" is not the ${returnPolicy.guarantee}: ${sentence}`);
      else if (!isLabel(sentence) && !limitedToUnopened(sentence))
        problems.push(`The ${returnPolicy.guarantee} is stated without "unopened": ${sentence}`);
    }
    for (const [window, days] of sentence.matchAll(returnWindow)) {
      if (Number(days) !== returnPolicy.days && /\breturn/i.test(window))
        problems.push(`A return window of ${days} days, not ${returnPolicy.days}: ${sentence}`);
      else if (/\breturn/i.test(window) && !limitedToUnopened(sentence))
        problems.push(`A return window stated without "unopened": ${sentence}`);
    }
  }
  return problems;
}
