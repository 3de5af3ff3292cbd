/**
 * The nutrients the shop recognises on a Supplement Facts panel, by the names labels give them, and
 * the NIH Office of Dietary Supplements fact sheet each one's findings cite.
 */
import type { SupplementFactsRow } from '../supplement-facts';
import { capitalise } from './wording';

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

export const nutrients: Record<NutrientKey, NutrientInfo> = {
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

/** The ODS fact sheet a nutrient's findings cite. */
export function nutrientSource(key: NutrientKey): { label: string; url: string } {
  const { label, sheet } = nutrients[key];
  return {
    label: `NIH Office of Dietary Supplements: ${capitalise(label)} fact sheet`,
    url: ods(sheet),
  };
}

/** Lower case, parentheses and a leading "organic" dropped, spaces collapsed. */
export function plainName(name: string): string {
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
