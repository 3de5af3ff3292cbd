import { defineQuery } from 'groq';

/** Every interaction rule, by ingredient then medication class. */
export const interactionRulesQuery = defineQuery(`*[_type == "interactionRule"]
  | order(lower(ingredient) asc, medicationClass asc){
  ingredient, medicationClass, severity, message, sourceUrl
}`);
