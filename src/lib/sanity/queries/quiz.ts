import { defineQuery } from 'groq';
import type { QuizQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { conditionHref } from './groq';

export const quizQuery = defineQuery(`*[_type == "quiz" && _id == "quiz"][0]{
  "updatedAt": _updatedAt,
  title,
  steps{ageGroup, gender, concerns, symptoms, medications},
  ageGroups[]{value, label},
  genders[]{value, label, category},
  concerns[]{value, label, icon, category},
  symptoms[]{value, label, category},
  categories[]{
    category,
    "productIds": coalesce(productIds, []),
    "condition": condition->{title, "href": ${conditionHref}}
  },
  maxRecommendations,
  resultTitle, resultSubtitle, fallbackText, fallbackButtonLabel,
  leftOut{mostShown, overUpperLimit, noProducts, retake}
}`);

/** The editors' quiz: questions, answers, the category mapping and the result texts. */
export const quizQueryOptions = contentQueryOptions<QuizQueryResult>(['quiz'], quizQuery);
