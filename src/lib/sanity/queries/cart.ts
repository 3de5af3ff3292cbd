import { defineQuery } from 'groq';
import { contentQueryOptions } from '../fetch-content';

export const cartPageQuery = defineQuery(
  `*[_type == "cartPage" && _id == "cartPage"][0]{"updatedAt": _updatedAt, emptyTitle, emptyText, continueLabel}`,
);

export const cartPageQueryOptions = contentQueryOptions(['cart'], cartPageQuery, 'cartPageSchema');
