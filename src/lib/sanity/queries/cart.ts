import { defineQuery } from 'groq';

export const cartPageQuery = defineQuery(
  `*[_id == "cartPage"][0]{"updatedAt": _updatedAt, emptyTitle, emptyText, continueLabel}`,
);
