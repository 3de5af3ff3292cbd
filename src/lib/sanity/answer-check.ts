/**
 * Checks a content answer against the shape Sanity TypeGen generated for its query, with the
 * trust-boundary checks of src/domain/content-boundaries.ts on the attributes they name. Loaded
 * with the first content request (src/lib/sanity/fetch-content.ts), never with a page.
 */
import type * as z from 'zod/mini';
import { boundaryAttributes } from '../../domain/content-boundaries';
import { answerShapeKey, shapeProblem, type AttributeCheck } from './answer-shape';
import { answerShapes, namedShapes } from './answer-shapes.generated';

/** "path: message", the way a failed check names where the answer went wrong. */
function describeProblem(path: readonly PropertyKey[], message: string): string {
  return `${path.map(String).join('.') || 'document'}: ${message}`;
}

const attributeChecks: Record<string, AttributeCheck> = Object.fromEntries(
  Object.entries(boundaryAttributes).map(([name, schema]) => [
    name,
    (value: unknown) => schema.safeParse(value).error?.issues[0]?.message,
  ]),
);

/** Where `answer` does not fit the generated shape of `query` and why, or undefined when it fits. */
export function answerProblem(query: string, answer: unknown): string | undefined {
  const shape = answerShapes[answerShapeKey(query)];
  if (!shape) throw new Error(`No shape was generated for this query (run npm run typegen): ${query}`);
  const problem = shapeProblem(answer, shape, namedShapes, attributeChecks);
  return problem && describeProblem(problem.path, problem.message);
}

/** Parses an answer with a zod schema of content-boundaries.ts: its output, or why it is refused. */
export function parseAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  answer: unknown,
): { data: z.output<Schema>; problem?: undefined } | { problem: string } {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return { data: parsed.data };
  const first = parsed.error.issues[0];
  return { problem: first ? describeProblem(first.path, first.message) : 'unknown field' };
}
