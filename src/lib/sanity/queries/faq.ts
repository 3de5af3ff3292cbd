import { defineQuery } from 'groq';
import type { FaqPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { newestChange } from './groq';

export const faqPageQuery = defineQuery(`*[_type == "faqPage" && _id == "faqPage"][0]{
  "updatedAt": ${newestChange('faqPage', '_type == "faqItem"')},
  title, intro, contactTitle, contactText, contactLabel,
  "items": *[_type == "faqItem"] | order(order asc){question, answer, customerAccountLink}
}`);

export const faqPageQueryOptions = contentQueryOptions<FaqPageQueryResult>(['faq'], faqPageQuery);
