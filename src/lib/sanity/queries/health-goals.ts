import { defineQuery } from 'groq';
import type { HealthGoalsPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { newestChange } from './groq';

export const healthGoalsPageQuery = defineQuery(`*[_type == "healthGoalsPage" && _id == "healthGoalsPage"][0]{
  "updatedAt": ${newestChange('healthGoalsPage', '_type == "healthGoal"')},
  title, intro, buttonTemplate,
  "goals": *[_type == "healthGoal"] | order(order asc){title, description, icon, color, href}
}`);

export const healthGoalsPageQueryOptions = contentQueryOptions<HealthGoalsPageQueryResult>(
  ['health-goals'],
  healthGoalsPageQuery,
);
