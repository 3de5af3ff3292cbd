import { defineQuery } from 'groq';
import { contentQueryOptions } from '../fetch-content';

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  "updatedAt": _updatedAt,
  title, intro, replyPromise, formTitle, submitLabel, successTitle, successText
}`);

export const contactPageQueryOptions = contentQueryOptions(
  ['contact'],
  contactPageQuery,
  'contactPageSchema',
);
