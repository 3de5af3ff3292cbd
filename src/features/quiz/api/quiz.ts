import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { quizQuery } from '../../../lib/sanity/queries/quiz';

/** The editors' quiz: questions, answers, the category mapping and the result texts. */
export const quizQueryOptions = queryOptions({
  queryKey: ['content', 'quiz'],
  queryFn: () => fetchContent(quizQuery, lazySchema('quizSchema')),
});

/** Fetched only while the quiz is open, so no page load pays for it. */
export function useQuiz({ enabled }: { enabled: boolean }) {
  return useQuery({ ...quizQueryOptions, enabled });
}

/** The quiz page's quiz: in the cache before the page renders (its loader, or the prerendered page). */
export function useQuizPage() {
  return useSuspenseQuery(quizQueryOptions);
}
