/**
 * Disease claims in shopper-facing copy. A dietary supplement may say what it does for the body's
 * structure or function ("supports healthy blood sugar levels", marked † and followed by the FDA
 * statement), but not that it diagnoses, treats, cures, mitigates or prevents a disease
 * (21 CFR 101.93(g)). The Studio warns an editor who writes one; the catalogue's tests keep the
 * product copy free of them.
 *
 * The words flagged, each as a whole word in any letter case:
 * - cure, cures, cured, curing, curative
 * - treat, treats, treated, treating, treatment(s)
 * - prevent, prevents, prevented, preventing, prevention, preventive, preventative
 * - heal, heals, healed, healing (never "health" or "healthy")
 * - diagnose, diagnoses, diagnosing
 * - mitigate, mitigates, mitigated, mitigating, mitigation
 * - reverse, reverses, reversed, reversing, reversal
 * - eliminate, eliminates, eliminated, eliminating
 * - remedy, remedies
 * - fight(s/ing) [off] disease, illness, infection, cancer, virus or tumor
 * - anti-cancer, anti-tumor, anti-viral, anti-diabetic (with or without the hyphen)
 *
 * Not flagged, because they claim nothing about a product:
 * - "diagnosed" and "diagnosis": they describe people ("60% more likely to be diagnosed with
 *   diabetes", "after my diagnosis"), which is how condition copy says who is affected;
 * - a treat for people, or a treat to eat: "treat yourself", "we treat you like family", "a tasty
 *   treat";
 * - the name "Centers for Disease Control and Prevention";
 * - a denial: the word right after "not", "never", "no", "cannot" or "-n't" (also "not intended
 *   to ..."), and the words listed after it: the FDA's own "not intended to diagnose, treat, cure,
 *   or prevent any disease", or "our supplements do not cure disease".
 */

/** The mark after a structure/function claim, which leads to the FDA statement. */
export const CLAIM_SYMBOL = '†';

const CLAIM_TERMS = [
  'cur(?:e|es|ed|ing|ative)',
  'treat(?:s|ed|ing|ments?)?',
  'prevent(?:s|ed|ing|ion|ive|ative)?',
  'heal(?:s|ed|ing)?',
  'diagnos(?:e|es|ing)',
  'mitigat(?:e|es|ed|ing|ion)',
  'revers(?:e|es|ed|ing|al)',
  'eliminat(?:e|es|ed|ing)',
  'remed(?:y|ies)',
  'fight(?:s|ing)?\\s+(?:off\\s+)?(?:diseases?|illness(?:es)?|infections?|cancers?|viruses?|tumou?rs?)',
  'anti-?(?:cancer|tumou?r|viral|diabetic)',
];

const claimPattern = () => new RegExp(`\\b(?:${CLAIM_TERMS.join('|')})\\b`, 'gi');

/** "treat yourself", "we treat you like family": kindness to people, not a therapy. */
const TREATS_PEOPLE =
  /^\s+(?:yourself|yourselves|themselves|ourselves|myself|you|your\s+family|everyone|each\s+other|others|them|us|me)\b/i;
/** "a treat", "sweet treats": something nice to eat. */
const TREAT_TO_EAT = /\b(?:a|an|sweet|tasty|little|special|delicious|yummy)\s+$/i;
const AGENCY_NAME = /\bcenters\s+for\s+disease\s+control\s+and\s+$/i;
/** Just before a denied word: "not", "never", "no", "cannot", "doesn't", "not intended to". */
const DENIAL =
  /(?:\b(?:not|never|no|cannot)|n['’]t)\s+(?:(?:intended|meant|designed|able|claimed)\s+to\s+)?$/i;
/** Between two words of one denied list: "diagnose, treat, cure, or prevent". */
const LIST_JOINT = /^\s*,?\s*(?:(?:or|and|nor)\s+)?$/i;

/** The disease-claim words and phrases in `text`, lower case, each named once, in order. */
export function findDiseaseClaims(text: string): string[] {
  const found = new Set<string>();
  let deniedListEnd = -1;
  for (const match of text.matchAll(claimPattern())) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    const before = text.slice(Math.max(0, start - 60), start);
    const denied =
      DENIAL.test(before) || (deniedListEnd >= 0 && LIST_JOINT.test(text.slice(deniedListEnd, start)));
    deniedListEnd = denied ? end : -1;
    if (denied) continue;
    if (/^treats?$/i.test(word) && (TREATS_PEOPLE.test(text.slice(end)) || TREAT_TO_EAT.test(before))) {
      continue;
    }
    if (/^prevention$/i.test(word) && AGENCY_NAME.test(before)) continue;
    found.add(word.toLowerCase().replace(/\s+/g, ' '));
  }
  return [...found];
}

/** What the Studio tells an editor whose copy contains these disease-claim words. */
export function diseaseClaimMessage(found: readonly string[]): string {
  const words = found.map((word) => `"${word}"`).join(', ');
  return (
    `Possible disease claim: ${words}. Say what the supplement supports (e.g. "supports healthy ` +
    'blood sugar levels"), not that it diagnoses, treats, cures or prevents a disease (21 CFR 101.93).'
  );
}

/** The editor's warning for `text`, or undefined when it makes no disease claim. */
export function diseaseClaimProblem(text: string): string | undefined {
  const found = findDiseaseClaims(text);
  return found.length > 0 ? diseaseClaimMessage(found) : undefined;
}
