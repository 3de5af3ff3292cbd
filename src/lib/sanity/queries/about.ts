import { defineQuery } from 'groq';
import type { AboutPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { image } from './groq';

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  "updatedAt": _updatedAt,
  title, intro,
  founder{heading, name, role, "photo": photo${image}, story},
  sections[]{title, body}
}`);

export const aboutPageQueryOptions = contentQueryOptions<AboutPageQueryResult>(['about'], aboutPageQuery);
