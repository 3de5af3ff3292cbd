/**
 * Interaction rules (an ingredient × a class of medication), which the quality team writes in
 * Sanity. They are few, so the store reads them all at once and matches them itself.
 */
import { defineQuery } from 'groq';
import { parsedContentQueryOptions } from '../fetch-content';

/** Every interaction rule, by ingredient then medication class. */
export const interactionRulesQuery = defineQuery(`*[_type == "interactionRule"]
  | order(lower(ingredient) asc, medicationClass asc){
  ingredient, medicationClass, severity, message, sourceUrl
}`);

/**
 * Every published rule, by ingredient. An answer of the wrong shape (a class the store does not
 * know, a source that is not https…) fails with a `ContentError` naming the field.
 */
export const interactionRulesQueryOptions = parsedContentQueryOptions(
  ['interaction-rules'],
  interactionRulesQuery,
  // The quiz warns shoppers with them: parsed at the trust boundary.
  () => import('../../../domain/content-boundaries').then((module) => module.interactionRulesSchema),
);
