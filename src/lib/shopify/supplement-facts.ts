/**
 * A product's Supplement Facts, as the merchant enters them in the Shopify admin (docs/shopify-setup.md, "Product
 * facts"): the product metafield `custom.supplement_facts` references a `supplement_facts`
 * metaobject, whose `rows` and `blends` fields reference `supplement_facts_row` and
 * `supplement_facts_blend` metaobjects.
 *
 * A panel is printed whole or not at all: a row, blend or required field that does not read is a
 * merchant's mistake to fix, and showing the rest would misstate what is in the bottle. Such facts
 * read as "none" (the page says "Supplement Facts coming soon") and the console names the field.
 */
import * as z from 'zod/mini';
import type { ProprietaryBlend, SupplementFacts, SupplementFactsRow } from '../../domain/supplement-facts';
import { shopifyFetch } from './client';
import { notFoundError } from './errors';
import { ProductFactsDocument, type ProductFactsQuery } from './generated/graphql';

const FACTS_TYPE = 'supplement_facts';
const ROW_TYPE = 'supplement_facts_row';
const BLEND_TYPE = 'supplement_facts_blend';

const fieldSchema = z.object({ key: z.string(), type: z.string(), value: z.nullable(z.string()) });
type Field = z.infer<typeof fieldSchema>;

const entrySchema = z.object({ type: z.string(), fields: z.array(fieldSchema) });

const factsSchema = z.object({
  type: z.string(),
  fields: z.array(
    z.object({
      key: z.string(),
      type: z.string(),
      value: z.nullable(z.string()),
      references: z.nullish(z.object({ nodes: z.array(z.unknown()) })),
    }),
  ),
});

/** Why a panel could not be read: the merchant's field and what is wrong with it. */
class FactsProblem extends Error {}

function fieldsByKey(fields: readonly Field[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const { key, value } of fields) {
    const text = value?.trim() ?? '';
    if (text !== '') byKey.set(key, text);
  }
  return byKey;
}

function text(fields: Map<string, string>, key: string): string | null {
  return fields.get(key) ?? null;
}

function requiredText(fields: Map<string, string>, key: string, where: string): string {
  const value = text(fields, key);
  if (value === null) throw new FactsProblem(`${where}: "${key}" is empty`);
  return value;
}

/** A `number_integer` or `number_decimal` value; null when empty. */
function number(fields: Map<string, string>, key: string, where: string): number | null {
  const value = text(fields, key);
  if (value === null) return null;
  const parsed = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new FactsProblem(`${where}: "${key}" is not a number (${value})`);
  return parsed;
}

function positiveNumber(fields: Map<string, string>, key: string, where: string): number {
  const value = number(fields, key, where);
  if (value === null || value <= 0) throw new FactsProblem(`${where}: "${key}" must be more than 0`);
  return value;
}

/** A `list.single_line_text_field`: a JSON array of strings. */
function textList(fields: Map<string, string>, key: string, where: string): string[] {
  const value = text(fields, key);
  if (value === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string'))
    throw new FactsProblem(`${where}: "${key}" is not a list of text`);
  return parsed.map((item) => item.trim()).filter((item) => item !== '');
}

/** The metaobjects a list field references, each checked to be of `type`. */
function entries(nodes: readonly unknown[], type: string, where: string): Map<string, string>[] {
  return nodes.map((node, index) => {
    const entry = entrySchema.safeParse(node);
    if (!entry.success || entry.data.type !== type)
      throw new FactsProblem(`${where} ${index + 1} is not a ${type} entry`);
    return fieldsByKey(entry.data.fields);
  });
}

function readRow(fields: Map<string, string>, index: number): SupplementFactsRow {
  const where = `row ${index + 1}`;
  return {
    name: requiredText(fields, 'name', where),
    form: text(fields, 'form'),
    amount: positiveNumber(fields, 'amount', where),
    unit: requiredText(fields, 'unit', where),
    amountNote: text(fields, 'amount_note'),
    dailyValue: number(fields, 'daily_value', where),
    indent: text(fields, 'indent') === 'true',
  };
}

function readBlend(fields: Map<string, string>, index: number): ProprietaryBlend {
  const where = `blend ${index + 1}`;
  const ingredients = textList(fields, 'ingredients', where);
  if (ingredients.length === 0) throw new FactsProblem(`${where}: "ingredients" is empty`);
  return {
    name: requiredText(fields, 'name', where),
    amount: positiveNumber(fields, 'amount', where),
    unit: requiredText(fields, 'unit', where),
    ingredients,
  };
}

/**
 * The facts a `supplement_facts` metaobject holds, or null when the product has none or they do not
 * read (the reason is logged, for the merchant).
 */
export function readSupplementFacts(reference: unknown, handle = ''): SupplementFacts | null {
  if (reference === null || reference === undefined) return null;
  const parsed = factsSchema.safeParse(reference);
  try {
    if (!parsed.success || parsed.data.type !== FACTS_TYPE)
      throw new FactsProblem(`the metafield does not reference a ${FACTS_TYPE} metaobject`);
    const fields = fieldsByKey(parsed.data.fields);
    const listed = (key: string) =>
      parsed.data.fields.find((field) => field.key === key)?.references?.nodes ?? [];
    const rows = entries(listed('rows'), ROW_TYPE, 'row').map(readRow);
    const blends = entries(listed('blends'), BLEND_TYPE, 'blend').map(readBlend);
    if (rows.length === 0 && blends.length === 0) throw new FactsProblem('it has no rows and no blends');
    const servings = positiveNumber(fields, 'servings_per_container', 'the panel');
    if (!Number.isInteger(servings))
      throw new FactsProblem('the panel: "servings_per_container" is not a whole number');
    return {
      servingSize: requiredText(fields, 'serving_size', 'the panel'),
      servingsPerContainer: servings,
      rows,
      blends,
      otherIngredients: text(fields, 'other_ingredients'),
      allergens: text(fields, 'allergens'),
      suggestedUse: text(fields, 'suggested_use'),
      warnings: text(fields, 'warnings'),
    };
  } catch (error) {
    if (!(error instanceof FactsProblem)) throw error;
    console.warn(`Supplement Facts of ${handle || 'a product'} not shown: ${error.message}.`);
    return null;
  }
}

/** A product's facts by its handle: null when it has none; a StorefrontError when there is no product. */
export async function fetchProductFacts(
  handle: string,
  signal?: AbortSignal,
): Promise<SupplementFacts | null> {
  const data: ProductFactsQuery = await shopifyFetch(ProductFactsDocument, { handle }, 'product', signal);
  if (!data?.product) throw notFoundError('product');
  return readSupplementFacts(data.product.supplementFacts?.reference, handle);
}
