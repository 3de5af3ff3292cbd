/**
 * "A safe stack": what the shop can tell a shopper about the products they mean to take together,
 * from the Supplement Facts alone. It adds up each nutrient against the adult Tolerable Upper Intake
 * Level (UL) of the NIH Office of Dietary Supplements, points out an ingredient that is in more than
 * one product, and applies the quality team's interaction rules to the medications the shopper named.
 *
 * Every finding says what was found and asks the shopper to talk to a healthcare provider; none
 * diagnoses or suggests an amount.
 */
import { paths } from '../config/paths';
import {
  medicationClassLabels,
  type FindingSeverity,
  type InteractionRule,
  type MedicationClass,
} from './medications';
import { HEALTHCARE_PROVIDER } from './interaction-rules';
import { formatNumber, type SupplementFacts, type SupplementFactsRow } from './supplement-facts';

/** One product in the stack. The suggested use may say more, but servings a day default to 1. */
export interface StackItem {
  handle: string;
  title: string;
  facts: SupplementFacts | null;
  servingsPerDay?: number;
}

export type FindingKind = 'upper-limit' | 'duplicate' | 'interaction' | 'unreadable';

export interface Finding {
  kind: FindingKind;
  severity: FindingSeverity;
  message: string;
  source: { label: string; url: string };
  /** The products involved. */
  handles: string[];
  /** The nutrient or ingredient, as the message names it. */
  nutrient?: string;
}

export interface StackSafetyOptions {
  medications?: readonly MedicationClass[];
  rules?: readonly InteractionRule[];
}

const ods = (sheet: string) => `https://ods.od.nih.gov/factsheets/${sheet}-HealthProfessional/`;

/** Nutrients the shop recognises on a panel; the first sixteen have an adult UL. */
export type NutrientKey =
  | 'vitamin-a'
  | 'vitamin-d'
  | 'vitamin-e'
  | 'vitamin-b6'
  | 'niacin'
  | 'folate'
  | 'vitamin-c'
  | 'calcium'
  | 'iron'
  | 'zinc'
  | 'selenium'
  | 'iodine'
  | 'magnesium'
  | 'copper'
  | 'manganese'
  | 'choline'
  | 'vitamin-k'
  | 'thiamin'
  | 'riboflavin'
  | 'vitamin-b12'
  | 'biotin'
  | 'pantothenic-acid'
  | 'chromium'
  | 'molybdenum'
  | 'potassium'
  | 'phosphorus'
  | 'chloride';

interface NutrientInfo {
  /** How a sentence names it: "vitamin D". */
  label: string;
  /** Row names ("Vitamin D3", "Vitamin D (as cholecalciferol)") after parentheses are dropped. */
  names: RegExp;
  sheet: string;
  /** Fat-soluble vitamins and iron build up in the body: a second source is worth a caution. */
  buildsUp?: boolean;
}

const nutrients: Record<NutrientKey, NutrientInfo> = {
  'vitamin-a': {
    label: 'vitamin A',
    names: /^(vitamin a|retinol|retinyl \w+|vitamin a \w+)$/,
    sheet: 'VitaminA',
    buildsUp: true,
  },
  'vitamin-d': {
    label: 'vitamin D',
    names: /^(vitamin d[23]?|cholecalciferol|ergocalciferol)$/,
    sheet: 'VitaminD',
    buildsUp: true,
  },
  'vitamin-e': {
    label: 'vitamin E',
    names: /^(vitamin e|(d|dl)-alpha[- ]tocopher\w*( \w+)?)$/,
    sheet: 'VitaminE',
    buildsUp: true,
  },
  'vitamin-b6': { label: 'vitamin B6', names: /^(vitamin b-?6|pyridox\w+( \w+)?)$/, sheet: 'VitaminB6' },
  niacin: {
    label: 'niacin',
    names: /^(niacin|niacinamide|nicotinamide|nicotinic acid|vitamin b-?3)$/,
    sheet: 'Niacin',
  },
  folate: {
    label: 'folate',
    names: /^(folate|folic acid|vitamin b-?9|(l-)?5-?methyltetrahydrofolate|(l-)?methylfolate)$/,
    sheet: 'Folate',
  },
  'vitamin-c': { label: 'vitamin C', names: /^(vitamin c|ascorbic acid)$/, sheet: 'VitaminC' },
  calcium: { label: 'calcium', names: /^calcium$/, sheet: 'Calcium' },
  iron: { label: 'iron', names: /^iron$/, sheet: 'Iron', buildsUp: true },
  zinc: { label: 'zinc', names: /^zinc$/, sheet: 'Zinc' },
  selenium: { label: 'selenium', names: /^selenium$/, sheet: 'Selenium' },
  iodine: { label: 'iodine', names: /^iodine$/, sheet: 'Iodine' },
  magnesium: { label: 'magnesium', names: /^magnesium$/, sheet: 'Magnesium' },
  copper: { label: 'copper', names: /^copper$/, sheet: 'Copper' },
  manganese: { label: 'manganese', names: /^manganese$/, sheet: 'Manganese' },
  choline: { label: 'choline', names: /^choline$/, sheet: 'Choline' },
  'vitamin-k': {
    label: 'vitamin K',
    names: /^(vitamin k[12]?|phylloquinone|menaquinone(-?[47])?)$/,
    sheet: 'VitaminK',
    buildsUp: true,
  },
  thiamin: { label: 'thiamin', names: /^(thiamine?|vitamin b-?1)$/, sheet: 'Thiamin' },
  riboflavin: { label: 'riboflavin', names: /^(riboflavin|vitamin b-?2)$/, sheet: 'Riboflavin' },
  'vitamin-b12': { label: 'vitamin B12', names: /^(vitamin b-?12|\w*cobalamin)$/, sheet: 'VitaminB12' },
  biotin: { label: 'biotin', names: /^(biotin|vitamin b-?7)$/, sheet: 'Biotin' },
  'pantothenic-acid': {
    label: 'pantothenic acid',
    names: /^(pantothenic acid|vitamin b-?5)$/,
    sheet: 'PantothenicAcid',
  },
  chromium: { label: 'chromium', names: /^chromium$/, sheet: 'Chromium' },
  molybdenum: { label: 'molybdenum', names: /^molybdenum$/, sheet: 'Molybdenum' },
  potassium: { label: 'potassium', names: /^potassium$/, sheet: 'Potassium' },
  phosphorus: { label: 'phosphorus', names: /^phosphorus$/, sheet: 'Phosphorus' },
  chloride: { label: 'chloride', names: /^chloride$/, sheet: 'Chloride' },
};

type LimitUnit = 'mcg' | 'mg';

export interface UpperLimit {
  amount: number;
  unit: LimitUnit;
  /** Who and what the limit is for, when it is not simply all of it for adults. */
  scope?: string;
  /** What the total is of, when the UL counts one form only: "preformed vitamin A". */
  counted?: string;
}

/**
 * Adult (19+) Tolerable Upper Intake Levels, from each nutrient's ODS fact sheet. Calcium's is the
 * 19–50 one (2,500 mg); from 51 it is 2,000 mg, which the message says.
 */
export const upperLimits = {
  'vitamin-a': { amount: 3000, unit: 'mcg', counted: 'preformed vitamin A (retinol)' },
  'vitamin-d': { amount: 100, unit: 'mcg' },
  'vitamin-e': { amount: 1000, unit: 'mg', scope: 'for adults, from supplements' },
  'vitamin-b6': { amount: 100, unit: 'mg' },
  niacin: { amount: 35, unit: 'mg', scope: 'for adults, from supplements and fortified foods' },
  folate: {
    amount: 1000,
    unit: 'mcg',
    scope: 'for adults, from supplements and fortified foods',
    counted: 'folate, counted as folic acid,',
  },
  'vitamin-c': { amount: 2000, unit: 'mg' },
  calcium: { amount: 2500, unit: 'mg', scope: 'for adults 19 to 50 (2,000 mg from age 51)' },
  iron: { amount: 45, unit: 'mg' },
  zinc: { amount: 40, unit: 'mg' },
  selenium: { amount: 400, unit: 'mcg' },
  iodine: { amount: 1100, unit: 'mcg' },
  magnesium: { amount: 350, unit: 'mg', scope: 'for adults, from supplements' },
  copper: { amount: 10, unit: 'mg' },
  manganese: { amount: 11, unit: 'mg' },
  choline: { amount: 3500, unit: 'mg' },
} as const satisfies Partial<Record<NutrientKey, UpperLimit>>;

export type LimitedNutrient = keyof typeof upperLimits;

function hasUpperLimit(key: NutrientKey): key is LimitedNutrient {
  return Object.hasOwn(upperLimits, key);
}

/** The ODS fact sheet a nutrient's findings cite. */
export function nutrientSource(key: NutrientKey): { label: string; url: string } {
  const { label, sheet } = nutrients[key];
  return {
    label: `NIH Office of Dietary Supplements: ${capitalise(label)} fact sheet`,
    url: ods(sheet),
  };
}

const generalSource = {
  label: 'NIH Office of Dietary Supplements: Dietary Supplements, What You Need to Know',
  url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
};

/** Lower case, parentheses and a leading "organic" dropped, spaces collapsed. */
function plainName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*organic\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The nutrient a row names ("Vitamin D3", "Folic Acid"), or null for any other ingredient. */
export function nutrientOf(row: Pick<SupplementFactsRow, 'name'>): NutrientKey | null {
  const name = plainName(row.name);
  const entry = (Object.entries(nutrients) as [NutrientKey, NutrientInfo][]).find(([, info]) =>
    info.names.test(name),
  );
  return entry ? entry[0] : null;
}

/** Everything the label says about a row's form: the form column and any parentheses in its name. */
function formText(row: Pick<SupplementFactsRow, 'name' | 'form'>): string {
  return `${row.name} ${row.form ?? ''}`.toLowerCase();
}

/**
 * The vitamin A UL counts preformed vitamin A (retinol and its esters) only. A row whose form names
 * beta-carotene and no retinol/retinyl does not count; a row naming both counts in full, since the
 * label does not give the split (the safe side); a row naming no form counts in full too.
 */
export function countsAsPreformedVitaminA(row: Pick<SupplementFactsRow, 'name' | 'form'>): boolean {
  const text = formText(row);
  return /retin/.test(text) || !/carot/.test(text);
}

/** Synthetic vitamin E (dl-alpha, all-rac) is told apart by its form; natural (d-alpha) is the default. */
export function isSyntheticVitaminE(row: Pick<SupplementFactsRow, 'name' | 'form'>): boolean {
  return /\bdl-|all-rac|synthetic/.test(formText(row));
}

const unitAliases: Record<string, string> = {
  mcg: 'mcg',
  µg: 'mcg',
  μg: 'mcg',
  ug: 'mcg',
  microgram: 'mcg',
  micrograms: 'mcg',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  g: 'g',
  gram: 'g',
  grams: 'g',
  iu: 'IU',
  'i.u.': 'IU',
  'mcg rae': 'mcg RAE',
  'mcg dfe': 'mcg DFE',
  'mg ne': 'mg NE',
  'mg at': 'mg AT',
  'mg alpha-te': 'mg AT',
};

const massInMcg: Record<string, number> = { mcg: 1, mg: 1000, g: 1_000_000 };
const limitInMcg: Record<LimitUnit, number> = { mcg: 1, mg: 1000 };

/**
 * An amount in the unit of the nutrient's UL, or null when the unit does not convert for it.
 * - mcg, mg and g convert for every nutrient; vitamin A in mcg is read as mcg RAE, vitamin E in mg as
 *   alpha-tocopherol, niacin in mg as mg NE (the same number).
 * - IU: vitamin D 40 IU = 1 mcg; vitamin A (retinol) 1 IU = 0.3 mcg RAE; vitamin E by the ODS's UL
 *   equivalents, 1,500 IU natural (d-alpha) or 1,100 IU synthetic (dl-alpha) = 1,000 mg. (The 0.67
 *   and 0.45 mg per IU factors measure activity; the UL counts all forms of alpha-tocopherol, which
 *   is why a synthetic IU weighs more here.)
 * - mcg DFE: folate's UL is for folic acid, and 1 mcg folic acid = 1.7 mcg DFE, so DFE / 1.7.
 *   Folate as L-5-MTHF is counted the same way (the label's DFE already says how much it stands for).
 */
export function amountInLimitUnit(
  key: LimitedNutrient,
  row: Pick<SupplementFactsRow, 'name' | 'form' | 'amount' | 'unit'>,
): number | null {
  const unit = unitAliases[row.unit.trim().toLowerCase().replace(/\s+/g, ' ')];
  if (!unit || !Number.isFinite(row.amount) || row.amount < 0) return null;
  const limitUnit = upperLimits[key].unit;
  const fromMcg = (mcg: number) => mcg / limitInMcg[limitUnit];
  const mass = massInMcg[unit];
  if (mass !== undefined) return fromMcg(row.amount * mass);
  switch (unit) {
    case 'mcg RAE':
      return key === 'vitamin-a' ? row.amount : null;
    case 'mcg DFE':
      return key === 'folate' ? row.amount / 1.7 : null;
    case 'mg NE':
      return key === 'niacin' ? row.amount : null;
    case 'mg AT':
      return key === 'vitamin-e' ? row.amount : null;
    case 'IU':
      if (key === 'vitamin-d') return row.amount / 40;
      if (key === 'vitamin-a') return row.amount * 0.3;
      if (key === 'vitamin-e') return (row.amount * 1000) / (isSyntheticVitaminE(row) ? 1100 : 1500);
      return null;
    default:
      return null;
  }
}

/** A second statement of the amount ("5,000 IU"), when the unit itself does not convert. */
function amountFromNote(key: LimitedNutrient, row: SupplementFactsRow): number | null {
  const match = row.amountNote?.trim().match(/^([\d,]*\.?\d+)\s*(.+)$/);
  if (!match) return null;
  const [, amount = '', unit = ''] = match;
  return amountInLimitUnit(key, { ...row, amount: Number(amount.replace(/,/g, '')), unit });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "A", "A and B", "A, B and C". */
function listOf(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

const talkToProvider = (count: number) =>
  count > 1
    ? 'Talk to your healthcare provider before taking them together.'
    : 'Talk to your healthcare provider before taking it.';

function servingsOf(item: StackItem): number {
  const servings = item.servingsPerDay ?? 1;
  return Number.isFinite(servings) && servings >= 0 ? servings : 1;
}

function productSource(item: StackItem) {
  return { label: item.title, url: paths.product(item.handle) };
}

/** Products a stack repeats (the same handle twice) are one product to the shopper. */
function uniqueTitles(items: readonly StackItem[]): { handles: string[]; titles: string[] } {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(item.handle)) seen.set(item.handle, item.title);
  return { handles: [...seen.keys()], titles: [...seen.values()] };
}

function unpublishedFindings(items: readonly StackItem[]): Finding[] {
  return items
    .filter((item) => item.facts === null)
    .map((item) => ({
      kind: 'unreadable',
      severity: 'info',
      message: `We cannot check ${item.title}: its Supplement Facts are not published yet. Ask your healthcare provider to look at its label with you.`,
      source: productSource(item),
      handles: [item.handle],
    }));
}

function upperLimitFindings(items: readonly StackItem[]): Finding[] {
  const totals = new Map<LimitedNutrient, { total: number; items: StackItem[] }>();
  const findings: Finding[] = [];
  for (const item of items) {
    if (!item.facts) continue;
    for (const row of item.facts.rows) {
      const key = nutrientOf(row);
      if (!key || !hasUpperLimit(key)) continue;
      if (key === 'vitamin-a' && !countsAsPreformedVitaminA(row)) continue;
      const amount = amountInLimitUnit(key, row) ?? amountFromNote(key, row);
      if (amount === null) {
        findings.push({
          kind: 'unreadable',
          severity: 'info',
          message: `We could not add up the ${nutrients[key].label} in ${item.title}: its unit '${row.unit}' is not one we can convert. Ask your healthcare provider to check its label with you.`,
          source: productSource(item),
          handles: [item.handle],
          nutrient: nutrients[key].label,
        });
        continue;
      }
      const entry = totals.get(key) ?? { total: 0, items: [] };
      entry.total += amount * servingsOf(item);
      if (!entry.items.includes(item)) entry.items.push(item);
      totals.set(key, entry);
    }
  }
  for (const [key, { total, items: sources }] of totals) {
    const limit: UpperLimit = upperLimits[key];
    // Floating-point sums (0.1 + 0.2) must not tip an amount that is exactly the UL over it.
    if (total <= limit.amount * (1 + 1e-9)) continue;
    const { handles, titles } = uniqueTitles(sources);
    const label = nutrients[key].label;
    const given = `${formatNumber(Math.round(total * 10) / 10)} ${limit.unit} of ${limit.counted ?? label} a day`;
    const ul = `the ${formatNumber(limit.amount)} ${limit.unit} upper limit ${limit.scope ?? 'for adults'}`;
    const lead = titles.length > 1 ? `Together, ${listOf(titles)} give` : `${titles[0]} gives`;
    findings.push({
      kind: 'upper-limit',
      severity: 'warning',
      message: `${lead} ${given}, above ${ul}. ${talkToProvider(titles.length)}`,
      source: nutrientSource(key),
      handles,
      nutrient: label,
    });
  }
  return findings;
}

/** Panel lines that are not active ingredients: energy, macronutrients, sodium. */
const notActive =
  /^(calories( from fat)?|total fat|saturated fat|trans fat|cholesterol|sodium|total carbohydrates?|dietary fiber|soluble fiber|insoluble fiber|total sugars|sugars|added sugars|sugar alcohols?|protein)$/;

function duplicateFindings(items: readonly StackItem[]): Finding[] {
  const groups = new Map<string, { label: string; key: NutrientKey | null; items: StackItem[] }>();
  for (const item of items) {
    if (!item.facts) continue;
    for (const row of item.facts.rows) {
      const name = plainName(row.name);
      if (!name || notActive.test(name)) continue;
      const key = nutrientOf(row);
      const id = key ?? name;
      const group = groups.get(id) ?? {
        label: key ? nutrients[key].label : row.name.replace(/\([^)]*\)/g, '').trim(),
        key,
        items: [],
      };
      if (!group.items.includes(item)) group.items.push(item);
      groups.set(id, group);
    }
  }
  const findings: Finding[] = [];
  for (const { label, key, items: sources } of groups.values()) {
    const { handles, titles } = uniqueTitles(sources);
    if (handles.length < 2) continue;
    findings.push({
      kind: 'duplicate',
      severity: key && nutrients[key].buildsUp ? 'caution' : 'info',
      message: `${capitalise(label)} is in more than one product: ${listOf(titles)}. ${talkToProvider(titles.length)}`,
      source: key ? nutrientSource(key) : generalSource,
      handles,
      nutrient: label,
    });
  }
  return findings;
}

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

function sourceLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return url;
  }
  if (host === 'ods.od.nih.gov') return 'NIH Office of Dietary Supplements';
  if (host.endsWith('medlineplus.gov')) return 'MedlinePlus';
  if (host === 'www.nccih.nih.gov' || host === 'nccih.nih.gov') return 'NIH NCCIH';
  return host.replace(/^www\./, '');
}

function interactionFindings(
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

/**
 * A rule's message as the shopper reads it: the quality team's rules end by pointing to the
 * shopper's healthcare provider (the Studio checks it); one that does not gets the store's own.
 */
function withProviderPointer(message: string, several: boolean): string {
  if (message.toLowerCase().includes(HEALTHCARE_PROVIDER)) return message;
  return `${message} Talk to your healthcare provider before taking ${several ? 'them' : 'it'} with your medication.`;
}

const severityOrder: Record<FindingSeverity, number> = { warning: 0, caution: 1, info: 2 };
const kindOrder: Record<FindingKind, number> = {
  'upper-limit': 0,
  interaction: 1,
  duplicate: 2,
  unreadable: 3,
};

/** Every finding for a stack, the most serious first (warning, caution, info), then by kind. */
export function checkStack(items: readonly StackItem[], options: StackSafetyOptions = {}): Finding[] {
  const { medications = [], rules = [] } = options;
  return [
    ...upperLimitFindings(items),
    ...interactionFindings(items, medications, rules),
    ...duplicateFindings(items),
    ...unpublishedFindings(items),
  ].sort(
    (a, b) => severityOrder[a.severity] - severityOrder[b.severity] || kindOrder[a.kind] - kindOrder[b.kind],
  );
}

/** The findings that involve one product, for its line in the stack. */
export function findingsFor(handle: string, findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.handles.includes(handle));
}

/** The most serious severity among the findings, or null when there are none. */
export function worstSeverity(findings: readonly Finding[]): FindingSeverity | null {
  let worst: FindingSeverity | null = null;
  for (const { severity } of findings) {
    if (worst === null || severityOrder[severity] < severityOrder[worst]) worst = severity;
  }
  return worst;
}
