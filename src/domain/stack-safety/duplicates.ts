/**
 * Duplicate ingredients: an ingredient that is in more than one product of a stack, with a caution
 * for the nutrients that build up in the body.
 */
import type { Finding, StackItem } from './findings';
import { nutrientOf, nutrients, nutrientSource, plainName, type NutrientKey } from './nutrients';
import { capitalise, listOf, talkToProvider, uniqueTitles } from './wording';

const generalSource = {
  label: 'NIH Office of Dietary Supplements: Dietary Supplements, What You Need to Know',
  url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
};

/** Panel lines that are not active ingredients: energy, macronutrients, sodium. */
const notActive =
  /^(calories( from fat)?|total fat|saturated fat|trans fat|cholesterol|sodium|total carbohydrates?|dietary fiber|soluble fiber|insoluble fiber|total sugars|sugars|added sugars|sugar alcohols?|protein)$/;

/** A finding for each ingredient (a nutrient under any of its names) in two or more products. */
export function duplicateFindings(items: readonly StackItem[]): Finding[] {
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
