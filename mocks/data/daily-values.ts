/**
 * The FDA's Daily Values, the names labels give the nutrients that have one, and the % DV a panel
 * prints: what every mock Supplement Facts row with a Daily Value is computed from.
 */

interface DailyValue {
  amount: number;
  unit: string;
}

/**
 * The FDA's Daily Values for adults and children 4 years and older (2016 final rule, 21 CFR 101.9(c)),
 * in the order 21 CFR 101.36(b)(2)(i)(B) lists them on the panel.
 */
export const dailyValues = {
  'Total Fat': { amount: 78, unit: 'g' },
  'Saturated Fat': { amount: 20, unit: 'g' },
  Cholesterol: { amount: 300, unit: 'mg' },
  Sodium: { amount: 2300, unit: 'mg' },
  'Total Carbohydrate': { amount: 275, unit: 'g' },
  'Dietary Fiber': { amount: 28, unit: 'g' },
  'Added Sugars': { amount: 50, unit: 'g' },
  Protein: { amount: 50, unit: 'g' },
  'Vitamin A': { amount: 900, unit: 'mcg RAE' },
  'Vitamin C': { amount: 90, unit: 'mg' },
  'Vitamin D': { amount: 20, unit: 'mcg' },
  'Vitamin E': { amount: 15, unit: 'mg' },
  'Vitamin K': { amount: 120, unit: 'mcg' },
  Thiamin: { amount: 1.2, unit: 'mg' },
  Riboflavin: { amount: 1.3, unit: 'mg' },
  Niacin: { amount: 16, unit: 'mg NE' },
  'Vitamin B6': { amount: 1.7, unit: 'mg' },
  Folate: { amount: 400, unit: 'mcg DFE' },
  'Vitamin B12': { amount: 2.4, unit: 'mcg' },
  Biotin: { amount: 30, unit: 'mcg' },
  'Pantothenic Acid': { amount: 5, unit: 'mg' },
  Choline: { amount: 550, unit: 'mg' },
  Calcium: { amount: 1300, unit: 'mg' },
  Iron: { amount: 18, unit: 'mg' },
  Phosphorus: { amount: 1250, unit: 'mg' },
  Iodine: { amount: 150, unit: 'mcg' },
  Magnesium: { amount: 420, unit: 'mg' },
  Zinc: { amount: 11, unit: 'mg' },
  Selenium: { amount: 55, unit: 'mcg' },
  Copper: { amount: 0.9, unit: 'mg' },
  Manganese: { amount: 2.3, unit: 'mg' },
  Chromium: { amount: 35, unit: 'mcg' },
  Molybdenum: { amount: 45, unit: 'mcg' },
  Chloride: { amount: 2300, unit: 'mg' },
  Potassium: { amount: 4700, unit: 'mg' },
} as const satisfies Record<string, DailyValue>;

export type Nutrient = keyof typeof dailyValues;

export const panelOrder = Object.keys(dailyValues) as Nutrient[];

/** Labels name the vitamer a product uses ("Vitamin D3"); its % DV is that of the vitamin. */
const nutrientAliases = {
  'Vitamin D3': 'Vitamin D',
  'Vitamin K1': 'Vitamin K',
  'Vitamin K2': 'Vitamin K',
} as const satisfies Record<string, Nutrient>;

export type NutrientName = Nutrient | keyof typeof nutrientAliases;

/** The nutrient whose Daily Value a row's name refers to, or undefined for an ingredient without one. */
export function dailyValueNutrient(name: string): Nutrient | undefined {
  const alias = (nutrientAliases as Record<string, Nutrient>)[name];
  if (alias) return alias;
  return Object.hasOwn(dailyValues, name) ? (name as Nutrient) : undefined;
}

/** % DV, rounded to a whole percent; an amount under 0.5 % still shows as 1 %, not 0. */
export function percentDailyValue(nutrient: Nutrient, amount: number): number {
  return Math.max(1, Math.round((amount / dailyValues[nutrient].amount) * 100));
}
