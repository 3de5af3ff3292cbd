import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conditionSummarySchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { allConditionsQuery } from '../../../lib/sanity/queries/conditions';

const allConditionsSchema = z.array(conditionSummarySchema);

/** Every condition the search covers (the 16 with pages and the 4 that link to the shop filter). */
export const searchConditionsQueryOptions = queryOptions({
  queryKey: ['content', 'all-conditions'],
  queryFn: () => fetchContent(allConditionsQuery, allConditionsSchema),
});

/** Fetched when the palette first opens, not on page load. */
export function useSearchConditions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...searchConditionsQueryOptions, enabled });
}
