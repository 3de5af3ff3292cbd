/**
 * Medication interactions: the quality team's interaction rules applied to the medications the
 * shopper named, matching a rule's ingredient (or one of its aliases) on a label's rows and blends.
 */
import { medicationClassLabels, type InteractionRule, type MedicationClass } from '../medications';
import type { SupplementFacts } from '../supplement-facts';
import type { Finding, StackItem } from './findings';
import { listOf, lowerFirst, sourceLabel, uniqueTitles, withProviderPointer } from './wording';

/** Words of a name, without case or punctuation: "St. John's Wort" → ["st", "johns", "wort"]. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Names that mean the same ingredient to an interaction rule; a rule naming one matches them all. */
const ingredientAliases: readonly (readonly string[])[] = [
  ['fish oil', 'omega-3', 'epa', 'dha', 'eicosapentaenoic acid', 'docosahexaenoic acid'],
  ['vitamin k', 'vitamin k1', 'vitamin k2', 'phylloquinone', 'menaquinone', 'mk-7'],
  ["st. john's wort", "saint john's wort", 'hypericum perforatum'],
  ['5-htp', '5-hydroxytryptophan'],
  ['red yeast rice', 'monacolin k'],
  ['potassium'],
  ['berberine'],
  ['chromium'],
  ['cinnamon', 'cinnamomum'],
  ['calcium'],
  ['iron'],
  ['biotin', 'vitamin b7'],
  ['ginkgo', 'ginkgo biloba'],
  ['turmeric', 'curcumin', 'curcuminoids', 'curcuma longa'],
  ['garlic', 'allium sativum'],
  ['vitamin e', 'tocopherol', 'tocopheryl'],
];

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The alias groups as words, worked out once (a check asks for them for every name on every label). */
const aliasGroupWords = ingredientAliases.map((group) => group.map(wordsOf));

/** The phrases that name an ingredient: its own words, and those of its aliases. */
const phrasesByIngredient = new Map<string, readonly string[][]>();

function phrasesNaming(ingredient: string): readonly string[][] {
  let phrases = phrasesByIngredient.get(ingredient);
  if (!phrases) {
    const wanted = wordsOf(ingredient);
    const key = wanted.join(' ');
    const aliases = aliasGroupWords.find((group) => group.some((alias) => alias.join(' ') === key)) ?? [
      wanted,
    ];
    phrases = [wanted, ...aliases];
    phrasesByIngredient.set(ingredient, phrases);
  }
  return phrases;
}

/** Whether a name ("Turmeric (Curcuma longa)") names the rule's ingredient ("Turmeric") or an alias. */
export function namesIngredient(name: string, ingredient: string): boolean {
  const words = wordsOf(name);
  return phrasesNaming(ingredient).some((phrase) => containsPhrase(words, phrase));
}

function containsIngredient(facts: SupplementFacts, ingredient: string): boolean {
  const names = [
    ...facts.rows.map((row) => row.name),
    ...facts.blends.flatMap((blend) => [blend.name, ...blend.ingredients]),
  ];
  return names.some((name) => namesIngredient(name, ingredient));
}

/** A finding for each rule about a medication the shopper named whose ingredient is in the stack. */
export function interactionFindings(
  items: readonly StackItem[],
  medications: readonly MedicationClass[],
  rules: readonly InteractionRule[],
): Finding[] {
  const findings: Finding[] = [];
  for (const medication of new Set(medications)) {
    for (const rule of rules) {
      if (rule.medicationClass !== medication) continue;
      const matching = items.filter((item) => item.facts && containsIngredient(item.facts, rule.ingredient));
      if (matching.length === 0) continue;
      const { handles, titles } = uniqueTitles(matching);
      const verb = titles.length > 1 ? 'contain' : 'contains';
      const medicationName = lowerFirst(medicationClassLabels[medication]);
      findings.push({
        kind: 'interaction',
        severity: rule.severity,
        message: `${listOf(titles)} ${verb} ${rule.ingredient}, and you listed ${medicationName} among your medications. ${withProviderPointer(rule.message, titles.length > 1)}`,
        source: { label: sourceLabel(rule.sourceUrl), url: rule.sourceUrl },
        handles,
        nutrient: rule.ingredient,
      });
    }
  }
  return findings;
}
