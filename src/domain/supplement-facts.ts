/**
 * What is in the bottle: a product's Supplement Facts panel (21 CFR 101.36) with its directions and
 * warnings, in the shop's own words. The merchant enters it in Shopify as a `supplement_facts`
 * metaobject (README, "Product facts"); `lib/shopify` reads and checks it into this shape.
 */

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
