/**
 * The store's own tools, what no other supplement store tells an agent:
 * - `check_stack`: the findings the cart and the product page show for products taken together
 *   (daily upper limits, duplicates, the quality team's interaction rules for the medications
 *   named), by the same check (src/domain/stack-safety/check-stack.ts), with its sources;
 * - `recommend_for_concerns`: the wellness quiz's answers → its recommendations, with the reasons
 *   and the notes its result shows (src/domain/recommend-products.ts, quiz-left-out.ts);
 * - `get_lab_report`: a lot's certificate of analysis, as `/lab-results?lot=` shows it.
 * Every answer with health words carries the FDA statement the footer prints, and none says more
 * than the pages do: no finding diagnoses or suggests an amount.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { paths } from '../config/paths';
import { CLAIM_SYMBOL } from '../domain/claims';
import { parseLotCode } from '../domain/lab-report';
import { labReportAnswer, noReportWords } from '../domain/lab-report-answer';
import { medicationClasses, medicationClassLabels, type MedicationClass } from '../domain/medications';
import { leftOutAnswers, leftOutLine } from '../domain/quiz-left-out';
import { recommendProducts } from '../domain/recommend-products';
import {
  candidateProductNumbers,
  offeredQuizAnswers,
  quizReasonLabels,
  type QuizAnswers,
} from '../domain/recommendations';
import { checkStack } from '../domain/stack-safety/check-stack';
import type { StackItem } from '../domain/stack-safety/findings';
import { checksRun } from '../domain/stack-safety/wording';
import { interactionRulesQueryOptions } from '../lib/sanity/queries/interaction-rules';
import { labReportQueryOptions } from '../lib/sanity/queries/lab-reports';
import { quizQueryOptions } from '../lib/sanity/queries/quiz';
import { siteSettingsQueryOptions } from '../lib/sanity/queries/site-settings';
import { productFactsQueryOptions, productsByNumberQueryOptions } from '../lib/shopify/queries';
import { quizCatalogueQueryOptions } from '../lib/shopify/quiz-catalogue';
import { answer, answering, refusal, storeReads, storeUrl } from './answers';
import { notAProduct, productNamed } from './catalog-tools';
import { productSummary } from './products';

const medications = z.optional(
  z
    .array(z.enum(medicationClasses))
    .check(
      z.maxLength(medicationClasses.length),
      z.describe(
        `Classes of medication the shopper takes, to check interactions: ${medicationClasses
          .map((value) => `${value} (${medicationClassLabels[value]})`)
          .join('; ')}.`,
      ),
    ),
);
/** The FDA statement, as the footer prints it under the claims it marks. */
const disclaimer = async () =>
  `${CLAIM_SYMBOL} ${(await storeReads.fetchQuery(siteSettingsQueryOptions)).fdaDisclaimer}`;

/** The findings of a stack, as the cart shows them, with each source's address. */
async function stackFindings(items: readonly StackItem[], taken: readonly MedicationClass[]) {
  const rules = taken.length > 0 ? await storeReads.fetchQuery(interactionRulesQueryOptions) : [];
  const titles = new Map(items.map((item) => [item.handle, item.title]));
  const findings = checkStack(items, { medications: taken, rules });
  return {
    findings: findings.map((finding) => ({
      severity: finding.severity,
      kind: finding.kind,
      message: finding.message,
      products: finding.handles.map((handle) => titles.get(handle) ?? handle),
      source: { label: finding.source.label, url: storeUrl(finding.source.url) },
    })),
    ...(findings.length === 0 && {
      note: `No ${checksRun(items.length, taken.length > 0)} findings for ${items.length === 1 ? 'this product' : 'these products'}.`,
    }),
  };
}

function registerStackTool(server: McpServer) {
  server.registerTool(
    'check_stack',
    {
      title: 'Check products taken together',
      description:
        'What the store can tell about products taken together, from their Supplement Facts: nutrients above the daily ' +
        'upper limit (NIH), ingredients in more than one product, and interactions with the medication classes named. ' +
        'Each finding names its source. It is not medical advice: every finding asks the shopper to talk to a healthcare provider.',
      inputSchema: {
        products: z
          .array(z.string().check(z.maxLength(120)))
          .check(
            z.minLength(1),
            z.maxLength(12),
            z.describe('Product ids or handles, as search_shop_catalog answers them.'),
          ),
        medications,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ products, medications: taken = [] }) =>
      answering(async () => {
        const found = await Promise.all(products.map(productNamed));
        const missing = products.find((_, index) => !found[index]);
        if (missing !== undefined) return refusal(notAProduct(missing));
        const unique = [...new Map(found.map((product) => [product!.handle, product!])).values()];
        const facts = await Promise.all(
          unique.map((product) => storeReads.fetchQuery(productFactsQueryOptions(product.handle))),
        );
        const items = unique.map((product, index) => ({
          handle: product.handle,
          title: product.title,
          facts: facts[index] ?? null,
        }));
        return answer({
          products: unique.map((product) => product.title),
          medications: taken.map((value) => medicationClassLabels[value]),
          ...(await stackFindings(items, taken)),
          disclaimer: await disclaimer(),
        });
      }),
  );
}

function registerQuizTool(server: McpServer) {
  server.registerTool(
    'recommend_for_concerns',
    {
      title: 'The wellness quiz',
      description:
        "The store's four-step wellness quiz in one call: the shopper's age group, gender, health concerns and symptoms " +
        '→ the products it recommends, each with the answers it is for, kept within every daily upper limit; plus what the ' +
        'result says of answers it has no product for. Call it with no concerns to read the values the quiz offers.',
      inputSchema: {
        age_group: z.optional(z.string().check(z.maxLength(60))),
        gender: z.optional(z.string().check(z.maxLength(60))),
        concerns: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20))),
        symptoms: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(30))),
        medications,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) =>
      answering(async () => {
        const quiz = await storeReads.fetchQuery(quizQueryOptions);
        const given: QuizAnswers = {
          ageGroup: input.age_group ?? null,
          gender: input.gender ?? null,
          primaryConcerns: input.concerns ?? [],
          symptoms: input.symptoms ?? [],
        };
        const answers = offeredQuizAnswers(given, quiz);
        const offered = {
          age_group: quiz.ageGroups.map(({ value, label }) => ({ value, label })),
          gender: quiz.genders.map(({ value, label }) => ({ value, label })),
          concerns: quiz.concerns.map(({ value, label }) => ({ value, label })),
          symptoms: quiz.symptoms.map(({ value, label }) => ({ value, label })),
        };
        const unknown = [
          ...(given.ageGroup && !answers.ageGroup ? [given.ageGroup] : []),
          ...(given.gender && !answers.gender ? [given.gender] : []),
          ...given.primaryConcerns.filter((value) => !answers.primaryConcerns.includes(value)),
          ...given.symptoms.filter((value) => !answers.symptoms.includes(value)),
        ];
        if (
          unknown.length > 0 ||
          !answers.ageGroup ||
          !answers.gender ||
          answers.primaryConcerns.length === 0
        ) {
          const problem =
            unknown.length > 0
              ? `The quiz does not offer ${unknown.map((value) => JSON.stringify(value)).join(', ')}.`
              : 'The quiz needs an age group, a gender and at least one concern.';
          return refusal(`${problem} It offers these values: ${JSON.stringify(offered)}`);
        }
        const catalogue = await storeReads.fetchQuery(
          quizCatalogueQueryOptions(candidateProductNumbers(answers, quiz)),
        );
        const recommendations = recommendProducts(answers, quiz, catalogue);
        const numbers = recommendations.map((entry) => entry.number);
        const products =
          numbers.length > 0 ? await storeReads.fetchQuery(productsByNumberQueryOptions(numbers)) : [];
        const byNumber = new Map(products.map((product) => [product.catalogueNumber, product]));
        const taken = input.medications ?? [];
        const picked = catalogue.filter((product) => numbers.includes(product.number));
        return answer({
          title: quiz.resultTitle,
          subtitle: quiz.resultSubtitle,
          recommendations: recommendations.flatMap(({ number, reasons }) => {
            const product = byNumber.get(number);
            return product ? [{ ...productSummary(product), reasons: quizReasonLabels(reasons, quiz) }] : [];
          }),
          ...(recommendations.length === 0 && { fallback: quiz.fallbackText }),
          left_out: leftOutAnswers(answers, quiz, numbers, catalogue).map((group) =>
            leftOutLine(group, quiz),
          ),
          stack_check: picked.length > 0 ? await stackFindings(picked, taken) : null,
          quiz_page: storeUrl(paths.quiz),
          disclaimer: await disclaimer(),
        });
      }),
  );
}

function registerLabReportTool(server: McpServer) {
  server.registerTool(
    'get_lab_report',
    {
      title: "A lot's lab report",
      description:
        'The certificate of analysis of one lot (the lot number printed on the bottle, such as SW2602-014): the laboratory, ' +
        "potency against the label claim, heavy metals against the store's limits, microbiology, and the signed certificate.",
      inputSchema: {
        lot: z.string().check(z.maxLength(40), z.describe('The lot number as printed on the bottle.')),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ lot }) =>
      answering(async () => {
        const parsed = parseLotCode(lot);
        if (!parsed.ok) return refusal(parsed.error);
        const report = await storeReads.fetchQuery(labReportQueryOptions(parsed.code));
        if (!report) return refusal(noReportWords(parsed.code, storeUrl(paths.contact)));
        return answer(labReportAnswer(report, storeUrl));
      }),
  );
}

export function registerHealthTools(server: McpServer) {
  registerStackTool(server);
  registerQuizTool(server);
  registerLabReportTool(server);
}
