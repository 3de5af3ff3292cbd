import { defineQuery } from 'groq';

export const contactPageQuery = defineQuery(`*[_id == "contactPage"][0]{
  "updatedAt": _updatedAt,
  title, intro, replyPromise, formTitle, submitLabel, successTitle, successText
}`);
