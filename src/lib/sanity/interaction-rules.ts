/**
 * Interaction rules (an ingredient × a class of medication), which the quality team writes in
 * Sanity. They are few, so the store reads them all at once and matches them itself.
 */
import { queryOptions } from '@tanstack/react-query';
import type { InteractionRule } from '../../domain/medications';
import { fetchContent, lazySchema } from './fetch-content';
import { interactionRulesQuery } from './queries/interaction-rules';

/**
 * Every published rule, by ingredient. An answer of the wrong shape (a class the store does not
 * know, a source that is not https…) fails with a `ContentError` naming the field.
 */
export function interactionRulesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'interaction-rules'],
    queryFn: (): Promise<InteractionRule[]> =>
      fetchContent(interactionRulesQuery, lazySchema('interactionRulesSchema')),
  });
}
