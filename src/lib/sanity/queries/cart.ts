import { defineQuery } from 'groq';
import type { CartPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';

export const cartPageQuery = defineQuery(
  `*[_type == "cartPage" && _id == "cartPage"][0]{"updatedAt": _updatedAt, emptyTitle, emptyText, continueLabel}`,
);

export const cartPageQueryOptions = contentQueryOptions<CartPageQueryResult>(['cart'], cartPageQuery);
