/**
 * Lab reports (certificates of analysis per lot), which the quality team publishes in Sanity, and
 * the lab results page. The page looks up one lot; a product lists its newest reports.
 */
import { queryOptions } from '@tanstack/react-query';
import { defineQuery } from 'groq';
import { reshapeLabReport, type LabReport } from '../../../domain/lab-report';
import type { LabResultsPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions, fetchParsedContent, parsedContentQueryOptions } from '../fetch-content';

/** Reports are proof: their amounts, dates and certificates are parsed at the trust boundary. */
const boundaries = () => import('../../../domain/content-boundaries');

export const labResultsPageQuery = defineQuery(`*[_type == "labResultsPage" && _id == "labResultsPage"][0]{
  "updatedAt": _updatedAt,
  title, intro, lookupTitle, lookupHint,
  sections[]{title, body}
}`);

const metal = /* groq */ `{measured, limit, limitSource}`;

/** The report of one lot (`$lot`, as printed): a list of none or one. */
export const labReportByLotQuery = defineQuery(`*[_type == "labReport" && lotCode == $lot][0...1]{
  "updatedAt": _updatedAt,
  lotCode,
  products,
  manufactureDate, expiryDate, testDate,
  laboratory{name, accreditation},
  potency[]{ingredient, claim, unit, measured},
  heavyMetals{"lead": lead${metal}, "arsenic": arsenic${metal}, "cadmium": cadmium${metal}, "mercury": mercury${metal}},
  microbiology[]{test, result, detail},
  "certificateUrl": certificate.asset->url
}`);

/** The newest reports (by test date) of one product (`$handle`), up to three. */
export const productLabReportsQuery = defineQuery(`*[_type == "labReport" && $handle in products]
  | order(testDate desc, lotCode desc)[0...3]{
  lotCode, testDate, "laboratory": laboratory.name
}`);

export const labResultsPageQueryOptions = contentQueryOptions<LabResultsPageQueryResult>(
  ['lab-results'],
  labResultsPageQuery,
);

/**
 * The published report of one lot, or null when none is published. `lotCode` is a code as
 * `parseLotCode` answers it (upper case, no spaces): lots are stored that way.
 */
export function labReportQueryOptions(lotCode: string) {
  return queryOptions({
    queryKey: ['content', 'lab-report', lotCode],
    queryFn: async ({ signal }): Promise<LabReport | null> => {
      const [report] = await fetchParsedContent(
        labReportByLotQuery,
        () => boundaries().then((module) => module.labReportsSchema),
        { lot: lotCode },
        signal,
      );
      return report ? reshapeLabReport(report) : null;
    },
  });
}

/** The newest reports of a product (latest test date first), up to three; none is an empty list. */
export const productLabReportsQueryOptions = (handle: string) =>
  parsedContentQueryOptions(
    ['lab-reports', { product: handle }],
    productLabReportsQuery,
    () => boundaries().then((module) => module.labReportSummariesSchema),
    { handle },
  );
