/**
 * What is in the bottle: a product's Supplement Facts panel (21 CFR 101.36) with its directions and
 * warnings, in the shop's own words. The merchant enters it in Shopify as a `supplement_facts`
 * metaobject (docs/shopify-setup.md, "Product facts"); `lib/shopify` reads and checks it into this shape.
 */
import type { Money } from './commerce';
import { formatMoney } from './money';

/** One line of the panel: a nutrient or a dietary ingredient and its amount per serving. */
export interface SupplementFactsRow {
  /** "Vitamin D3", "Lactobacillus acidophilus LA-14". */
  name: string;
  /** The form it is in, printed after the name: "as cholecalciferol"; null when none is named. */
  form: string | null;
  /** The amount per serving, a number of `unit`s: 125. */
  amount: number;
  /** "mcg", "mg", "g", "billion CFU", "kcal"... */
  unit: string;
  /** A second statement of the amount, printed in parentheses: "5,000 IU". */
  amountNote: string | null;
  /** % Daily Value per serving (625), or null when no Daily Value is established ("†"). */
  dailyValue: number | null;
  /** A sub-row, indented under the row before it (sugars under carbohydrate, a strain under a blend). */
  indent: boolean;
}

/** A proprietary blend: its name, total weight, and its ingredients in descending order by weight. */
export interface ProprietaryBlend {
  name: string;
  amount: number;
  unit: string;
  ingredients: string[];
}

export interface SupplementFacts {
  /** "2 capsules", "1 scoop (10 g)". */
  servingSize: string;
  servingsPerContainer: number;
  rows: SupplementFactsRow[];
  blends: ProprietaryBlend[];
  /** "Hypromellose (vegetable capsule), rice flour." */
  otherIngredients: string | null;
  /** "Contains: fish (anchovy, sardine)." or "Free of the major food allergens."; null when unstated. */
  allergens: string | null;
  suggestedUse: string | null;
  warnings: string | null;
}

/** A number as a label prints it: "1,200", "0.5", "12.5". */
export function formatNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.round(value * 1000) / 1000).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** "125 mcg (5,000 IU)", "1,200 mg", "40 billion CFU". */
export function formatAmount({
  amount,
  unit,
  amountNote = null,
}: Pick<SupplementFactsRow, 'amount' | 'unit'> & { amountNote?: string | null }): string {
  const stated = `${formatNumber(amount)} ${unit}`.trim();
  return amountNote ? `${stated} (${amountNote})` : stated;
}

/**
 * The % Daily Value column: "625%", "<1%" under one percent (21 CFR 101.36(b)(2)(iii)(B)), and "†"
 * where no Daily Value is established.
 */
export function formatDailyValue(dailyValue: number | null): string {
  if (dailyValue === null) return '†';
  if (dailyValue > 0 && dailyValue < 1) return '<1%';
  return `${formatNumber(Math.round(dailyValue))}%`;
}

/**
 * Nutrients whose Daily Value rests on a 2,000 calorie diet: their % DV carries "**" and the panel
 * the footnote (21 CFR 101.36(b)(2)(iii)(D)).
 */
const calorieBased = /^(total fat|saturated fat|total carbohydrates?|dietary fiber|added sugars|protein)$/i;

export function isCalorieBased(row: Pick<SupplementFactsRow, 'name' | 'dailyValue'>): boolean {
  return row.dailyValue !== null && calorieBased.test(row.name.trim());
}

/**
 * Calories print as a bare number ("Calories 25") with an empty % Daily Value: energy has no Daily
 * Value to fall short of, so it takes no "†".
 */
export function isCalories(row: Pick<SupplementFactsRow, 'name'>): boolean {
  return /^calories( from fat)?$/i.test(row.name.trim());
}

/**
 * A row's two cells as the panel prints them: calories as a bare number with no "†", a
 * calorie-based Daily Value marked "**".
 */
export function factsRowCells(row: SupplementFactsRow): { amount: string; dailyValue: string } {
  const calories = isCalories(row);
  return {
    amount: calories ? formatNumber(row.amount) : formatAmount(row),
    dailyValue:
      (calories && row.dailyValue === null ? '' : formatDailyValue(row.dailyValue)) +
      (isCalorieBased(row) ? '**' : ''),
  };
}

/** The panel's footnotes, as the label prints them. */
export const factsFootnotes = {
  calorieBased: '** Percent Daily Values are based on a 2,000 calorie diet.',
  notEstablished: '† Daily Value not established.',
} as const;

/** Which footnotes the panel needs: "†" for an amount without a Daily Value, "**" for calorie-based ones. */
export function footnotesOf(facts: Pick<SupplementFacts, 'rows' | 'blends'>): {
  notEstablished: boolean;
  calorieBased: boolean;
} {
  return {
    notEstablished:
      facts.blends.length > 0 || facts.rows.some((row) => row.dailyValue === null && !isCalories(row)),
    calorieBased: facts.rows.some(isCalorieBased),
  };
}

/** What one serving costs at `price`, rounded to the cent; null for a container of no servings. */
export function pricePerServing(
  price: number,
  facts: Pick<SupplementFacts, 'servingsPerContainer'>,
): number | null {
  if (!(facts.servingsPerContainer > 0) || !(price >= 0)) return null;
  return Math.round((price / facts.servingsPerContainer) * 100) / 100;
}

/** "$6.67 per serving (30 servings)" at `price`; null when a price per serving cannot be told. */
export function pricePerServingWords(
  price: Money,
  facts: Pick<SupplementFacts, 'servingsPerContainer'>,
): string | null {
  const perServing = pricePerServing(price.amount, facts);
  if (perServing === null) return null;
  const each = formatMoney({ amount: perServing, currencyCode: price.currencyCode });
  return `${each} per serving (${facts.servingsPerContainer} servings)`;
}
