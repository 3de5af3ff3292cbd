import { defineQuery } from 'groq';
import type { ContactPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  "updatedAt": _updatedAt,
  title, intro, replyPromise, formTitle, submitLabel, successTitle, successText
}`);

export const contactPageQueryOptions = contentQueryOptions<ContactPageQueryResult>(
  ['contact'],
  contactPageQuery,
);
