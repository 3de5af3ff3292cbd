/**
 * The Supplement Facts panels (21 CFR 101.36) of the 74 mock products, made from their labels
 * (`catalogue-labels.ts`) as the `supplement_facts` metaobject would hold them. Every % Daily Value
 * is computed from the FDA table (`daily-values.ts`), and every "servings per container" from the
 * product's `count`, so the panels agree with the catalogue by construction. The copy only ever says
 * what a supplement supports.
 */
import type { SupplementFacts, SupplementFactsRow } from '../../src/domain/supplement-facts';
import { supplyDays } from '../../src/domain/subscriptions';
import { labels, plurals, type Label, type Serving, type ServingUnit } from './catalogue-labels';
import { productRows } from './catalogue-products';
import { dailyValueNutrient, panelOrder, percentDailyValue, type Nutrient } from './daily-values';

const unitsText = (count: number, unit: ServingUnit) => `${count} ${count === 1 ? unit : plurals[unit]}`;

function servingText({ count, unit, weight }: Serving): string {
  return weight ? `${unitsText(count, unit)} (${weight})` : unitsText(count, unit);
}

const ironWarning =
  'WARNING: Accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6. Keep this product out of reach of children. In case of accidental overdose, call a doctor or poison control center immediately.';
const consultFirst =
  'If you are pregnant, nursing, taking medication or have a medical condition, consult your healthcare practitioner before use.';
const vitaminKCaution =
  'Vitamin K can change how blood-thinning medication such as warfarin works; if you take one, consult your healthcare practitioner before use.';
const keepAway = 'Keep out of reach of children. Store in a cool, dry place.';

const madeWithout =
  'Made without the major food allergens (milk, eggs, fish, shellfish, tree nuts, peanuts, wheat, soy, sesame).';

/**
 * The products in each bundle (`bundleProducts` of its row). A bundle ships its products' own
 * bottles, but its page shows ONE combined panel: a daily serving of each product, with identical
 * nutrients and ingredients summed (% DV recomputed) and the other ingredients, allergens and warnings
 * of all of them. It lasts as long as its shortest-lasting bottle.
 */
export const bundleProducts: Readonly<Record<number, readonly number[]>> = Object.fromEntries(
  productRows.flatMap((row) => (row.bundleProducts ? [[row.number, row.bundleProducts]] : [])),
);

function labelOf(number: number): Label {
  const label = labels[number];
  if (!label) throw new Error(`No Supplement Facts for product ${number}`);
  return label;
}

/** Servings per container from the bottle's `count`: "60 capsules" at 2 a serving is 30. */
function servingsPerContainer(number: number, serving: Serving): number {
  const product = productRows.find((row) => row.number === number);
  const match = product && /^(\d+) (\w+)$/.exec(product.count);
  if (!match) throw new Error(`Product ${number} has no countable "count"`);
  const total = Number(match[1]);
  if (match[2] === 'servings') return total;
  const servings = total / serving.count;
  if (match[2] !== plurals[serving.unit] || !Number.isInteger(servings)) {
    throw new Error(`Product ${number}: ${product.count} is not a whole number of ${servingText(serving)}`);
  }
  return servings;
}

/**
 * How many days one container of a single product lasts, at the most servings a day its label
 * directs; `units` for a size other than the panel's (the "120 Count" bottle).
 */
export function daysOfSupply(number: number, units?: number): number {
  const label = labelOf(number);
  const servings =
    units === undefined ? servingsPerContainer(number, label.serving) : units / label.serving.count;
  return supplyDays(servings, label.servingsADay);
}

const union = (items: string[]) => [...new Set(items)];

function listText(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join('');
}

function otherIngredientsText(other: string[]): string | null {
  if (other.length === 0) return null;
  const text = other.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function allergensText(contains: string[]): string {
  return contains.length ? `Contains: ${contains.join(', ')}.` : madeWithout;
}

/** The iron (21 CFR 101.17(e)) and vitamin K warnings follow from the rows, so no panel can miss them. */
function warningsText(rows: SupplementFactsRow[], cautions: string[]): string {
  const has = (nutrient: Nutrient) => rows.some((row) => dailyValueNutrient(row.name) === nutrient);
  return [
    ...(has('Iron') ? [ironWarning] : []),
    consultFirst,
    ...cautions,
    ...(has('Vitamin K') ? [vitaminKCaution] : []),
    keepAway,
  ].join(' ');
}

function singleFacts(number: number, label: Label): SupplementFacts {
  const servingSize = servingText(label.serving);
  const verb = label.serving.unit === 'gummy' ? 'chew' : 'take';
  return {
    servingSize,
    servingsPerContainer: servingsPerContainer(number, label.serving),
    rows: label.rows,
    blends: label.blends ?? [],
    otherIngredients: otherIngredientsText(label.other),
    allergens: allergensText(label.contains ?? []),
    suggestedUse:
      label.use ??
      `Adults: ${verb} ${servingSize} ${label.directions ?? 'daily with a meal'}, or as directed by your healthcare practitioner.`,
    warnings: warningsText(label.rows, label.cautions ?? []),
  };
}

/** "as A and B" + "as B and C" = "as A, B and C"; other differing forms are both kept. */
function mergeForms(a: string | null, b: string | null): string | null {
  if (a === b || b === null) return a;
  if (a === null) return b;
  if (!a.startsWith('as ') || !b.startsWith('as ')) return `${a}; ${b}`;
  const parts = (form: string) => form.slice(3).split(/, | and /);
  return `as ${listText(union([...parts(a), ...parts(b)]))}`;
}

/** "5,000 IU" + "1,000 IU" = "6,000 IU"; notes that cannot be added are dropped. */
function mergeNotes(a: string | null, b: string | null): string | null {
  const pattern = /^([\d,.]+) (.+)$/;
  const [, amountA, restA] = (a && pattern.exec(a)) || [];
  const [, amountB, restB] = (b && pattern.exec(b)) || [];
  if (!amountA || !amountB || restA !== restB) return null;
  const sum = Number(amountA.replaceAll(',', '')) + Number(amountB.replaceAll(',', ''));
  return `${sum.toLocaleString('en-US')} ${restA}`;
}

function addRows(a: SupplementFactsRow, b: SupplementFactsRow): SupplementFactsRow {
  const amount = Math.round((a.amount + b.amount) * 1000) / 1000;
  const key = dailyValueNutrient(a.name);
  return {
    ...a,
    form: mergeForms(a.form, b.form),
    amount,
    amountNote: mergeNotes(a.amountNote, b.amountNote),
    dailyValue: key ? percentDailyValue(key, amount) : null,
  };
}

/** A row with the indented rows under it (sugars under carbohydrate, EPA and DHA under omega-3s). */
interface RowGroup {
  head: SupplementFactsRow;
  children: SupplementFactsRow[];
}

function groupsOf(rows: SupplementFactsRow[]): RowGroup[] {
  const groups: RowGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (row.indent && last) last.children.push(row);
    else groups.push({ head: row, children: [] });
  }
  return groups;
}

const sameRow = (a: SupplementFactsRow, b: SupplementFactsRow) => a.name === b.name && a.unit === b.unit;

/** Calories first, then the nutrients in the panel's order, then everything else as it came. */
function panelRank({ name }: SupplementFactsRow): number {
  if (name === 'Calories') return -1;
  const key = dailyValueNutrient(name);
  return key ? panelOrder.indexOf(key) : panelOrder.length;
}

function combineRows(rowLists: SupplementFactsRow[][]): SupplementFactsRow[] {
  const combined: RowGroup[] = [];
  for (const group of rowLists.flatMap(groupsOf)) {
    const same = combined.find((other) => sameRow(other.head, group.head));
    if (!same) {
      combined.push({ head: group.head, children: [...group.children] });
      continue;
    }
    same.head = addRows(same.head, group.head);
    for (const child of group.children) {
      const index = same.children.findIndex((other) => sameRow(other, child));
      if (index === -1) same.children.push(child);
      else same.children[index] = addRows(same.children[index]!, child);
    }
  }
  return combined
    .sort((a, b) => panelRank(a.head) - panelRank(b.head))
    .flatMap((group) => [group.head, ...group.children]);
}

function bundleFacts(products: readonly number[]): SupplementFacts {
  const parts = products.map(labelOf);
  const units = (Object.keys(plurals) as ServingUnit[])
    .map((unit) => ({
      unit,
      count: parts.reduce((sum, { serving }) => sum + (serving.unit === unit ? serving.count : 0), 0),
    }))
    .filter(({ count }) => count > 0)
    .map(({ unit, count }) => unitsText(count, unit));
  const rows = combineRows(parts.map((part) => part.rows));
  return {
    servingSize: `1 daily serving of each product (${units.join(', ')})`,
    servingsPerContainer: Math.min(
      ...products.map((number) => servingsPerContainer(number, labelOf(number).serving)),
    ),
    rows,
    blends: parts.flatMap((part) => part.blends ?? []),
    otherIngredients: otherIngredientsText(union(parts.flatMap((part) => part.other))),
    allergens: allergensText(union(parts.flatMap((part) => part.contains ?? []))),
    suggestedUse:
      'Adults: take 1 serving of each product daily as its own label directs, or as directed by your healthcare practitioner.',
    warnings: warningsText(rows, union(parts.flatMap((part) => part.cautions ?? []))),
  };
}

export const catalogueFacts: ReadonlyMap<number, SupplementFacts> = new Map(
  productRows.map((product) => {
    const products = bundleProducts[product.number];
    return [
      product.number,
      products ? bundleFacts(products) : singleFacts(product.number, labelOf(product.number)),
    ];
  }),
);

export function factsOfProduct(number: number): SupplementFacts | undefined {
  return catalogueFacts.get(number);
}
