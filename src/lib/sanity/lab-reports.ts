/**
 * Lab reports (certificates of analysis per lot), which the quality team publishes in Sanity. The
 * lab results page looks up one lot; a product lists its newest. Both are used by a feature and by
 * shared product components, so their queries live here rather than in one feature.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  heavyMetalNames,
  heavyMetals,
  percentOfClaim,
  type LabReport,
  type LabReportSummary,
} from '../../domain/lab-report';
import type { LabReportAnswer } from '../../domain/types';
import { fetchContent, lazySchema } from './fetch-content';
import { labReportByLotQuery, productLabReportsQuery } from './queries/lab-reports';

/** A report as the content answers it → as the store shows it: % of claim added, metals in order. */
export function reshapeLabReport(answer: LabReportAnswer): LabReport {
  return {
    ...answer,
    potency: answer.potency.map((row) => ({
      ...row,
      percentOfClaim: percentOfClaim(row.claim, row.measured),
    })),
    heavyMetals: heavyMetals.map((metal) => {
      const { measured, limit, limitSource } = answer.heavyMetals[metal];
      return {
        metal,
        name: heavyMetalNames[metal],
        measured,
        limit,
        limitSource,
        withinLimit: measured <= limit,
      };
    }),
  };
}

/**
 * The published report of one lot, or null when none is published. `lotCode` is a code as
 * `parseLotCode` answers it (upper case, no spaces): lots are stored that way.
 */
export function labReportQueryOptions(lotCode: string) {
  return queryOptions({
    queryKey: ['content', 'lab-report', lotCode],
    queryFn: async (): Promise<LabReport | null> => {
      const [report] = await fetchContent(labReportByLotQuery, lazySchema('labReportsSchema'), {
        lot: lotCode,
      });
      return report ? reshapeLabReport(report) : null;
    },
  });
}

/** The newest reports of a product (latest test date first), up to three; none is an empty list. */
export function productLabReportsQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ['content', 'lab-reports', { product: handle }],
    queryFn: (): Promise<LabReportSummary[]> =>
      fetchContent(productLabReportsQuery, lazySchema('labReportSummariesSchema'), { handle }),
  });
}
