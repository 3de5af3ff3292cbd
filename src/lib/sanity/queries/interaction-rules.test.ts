import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { contentQueryEndpoint } from '../../../../mocks/sanity/handlers';
import type { InteractionRule } from '../../../domain/medications';
import { ContentError } from '../fetch-content';
import { interactionRulesQueryOptions } from './interaction-rules';

const rule: InteractionRule = {
  ingredient: 'Iron',
  medicationClass: 'thyroid',
  severity: 'caution',
  message:
    'Iron can keep thyroid medication such as levothyroxine from being absorbed. Talk to your healthcare provider about when to take each.',
  sourceUrl: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};

/** Makes the content backend answer the interaction rules query with `result`. */
function answerRulesQueryWith(result: unknown) {
  server.use(
    http.get(contentQueryEndpoint, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      if (!query.includes('"interactionRule"')) return undefined;
      return HttpResponse.json({ query, result, ms: 1 });
    }),
  );
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('reading interaction rules', () => {
  it('answers the rules as the content states them', async () => {
    answerRulesQueryWith([rule]);
    expect(await client().fetchQuery(interactionRulesQueryOptions)).toEqual([rule]);
  });

  it('answers an empty list when none is published', async () => {
    answerRulesQueryWith([]);
    expect(await client().fetchQuery(interactionRulesQueryOptions)).toEqual([]);
  });

  it.each([
    [
      'a medication class the store does not know',
      { ...rule, medicationClass: 'painkillers' },
      '0.medicationClass',
    ],
    ['a severity the store does not know', { ...rule, severity: 'danger' }, '0.severity'],
    [
      'a source on http',
      { ...rule, sourceUrl: 'http://ods.od.nih.gov/factsheets/Iron-HealthProfessional/' },
      '0.sourceUrl',
    ],
    ['a source that is a script', { ...rule, sourceUrl: 'javascript:alert(1)' }, '0.sourceUrl'],
    ['a rule without its message', { ...rule, message: null }, '0.message'],
    ['an empty ingredient', { ...rule, ingredient: '  ' }, '0.ingredient'],
  ])('refuses %s with a readable error naming the field', async (_case, malformed, field) => {
    answerRulesQueryWith([malformed]);
    const failure = client().fetchQuery(interactionRulesQueryOptions);
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({
      reason: 'malformed',
      message: expect.stringMatching(
        new RegExp(`^This content is incomplete and cannot be shown \\(${field.replaceAll('.', '\\.')}: `),
      ),
    });
  });
});
