import { defineQuery } from 'groq';
import type {
  AllConditionsQueryResult,
  ConditionBySlugQueryResult,
  ConditionsPageQueryResult,
} from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { conditionFull, conditionSummary, newestChange } from './groq';

export const conditionsPageQuery = defineQuery(`*[_type == "conditionsPage" && _id == "conditionsPage"][0]{
  "updatedAt": ${newestChange('conditionsPage', '(_type == "condition" && featured == true)')},
  title, intro, quizButtonTemplate, productsButtonLabel, resourcesTitle,
  "resources": coalesce(resources[]{name, description, url}, []),
  "conditions": *[_type == "condition" && featured == true] | order(order asc)${conditionSummary}
}`);

export const conditionBySlugQuery = defineQuery(
  `*[_type == "condition" && slug.current == $slug && hasPage == true][0]${conditionFull}`,
);

/** All 20 conditions, for search, the shop filter and the health-goal grid. */
export const allConditionsQuery = defineQuery(
  `*[_type == "condition"] | order(order asc)${conditionSummary}`,
);

/** The slugs of the conditions that have their own page, for prerendering them all. */
export const conditionPageSlugsQuery = defineQuery(
  `*[_type == "condition" && hasPage == true] | order(order asc).slug.current`,
);

export const conditionsPageQueryOptions = contentQueryOptions<ConditionsPageQueryResult>(
  ['conditions-page'],
  conditionsPageQuery,
);

/** A condition that has its own page; a slug without one answers "not found". */
export const conditionQueryOptions = (slug: string) =>
  contentQueryOptions<ConditionBySlugQueryResult>(['condition', slug], conditionBySlugQuery, { slug });

/** Every condition the search covers (the 16 with pages and the 4 that link to the shop filter). */
export const allConditionsQueryOptions = contentQueryOptions<AllConditionsQueryResult>(
  ['all-conditions'],
  allConditionsQuery,
);
