import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { contentQueryEndpoint } from '../../../../mocks/sanity/handlers';
import type { LabReportAnswer } from '../../../domain/content-boundaries';
import { ContentError } from '../fetch-content';
import { reshapeLabReport } from '../../../domain/lab-report';
import { labReportQueryOptions, productLabReportsQueryOptions } from './lab-reports';

const metal = (measured: number, limit: number) => ({
  measured,
  limit,
  limitSource: 'California Prop 65 MADL',
});

const answer: LabReportAnswer = {
  updatedAt: '2026-03-02T09:00:00Z',
  lotCode: 'SW2601-006',
  products: ['vitamin-d3-k2'],
  manufactureDate: '2026-01-09',
  expiryDate: '2028-01-09',
  testDate: '2026-01-20',
  laboratory: { name: 'Prairie Light Labs', accreditation: 'ISO/IEC 17025 — A2LA certificate 5206.01' },
  potency: [
    { ingredient: 'Vitamin D3', claim: 125, unit: 'mcg', measured: 132.8 },
    { ingredient: 'Vitamin K2', claim: 100, unit: 'mcg', measured: 103.2 },
  ],
  heavyMetals: {
    mercury: metal(0.029, 0.3),
    cadmium: metal(0.45, 4.1),
    arsenic: metal(0.878, 15),
    lead: metal(0.62, 0.5),
  },
  microbiology: [{ test: 'Escherichia coli', result: 'pass', detail: 'Absent in 10 g' }],
  certificateUrl: 'https://cdn.sanity.io/files/sankofa/production/abc.pdf',
};

/** Makes the content backend answer every lab report query with `result`. */
function answerLabReportQueriesWith(result: unknown) {
  server.use(
    http.get(contentQueryEndpoint, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      if (!query.includes('"labReport"')) return undefined;
      return HttpResponse.json({ query, result, ms: 1 });
    }),
  );
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('reshaping a lab report', () => {
  it('adds each ingredient’s % of its label claim', () => {
    const [d3, k2] = reshapeLabReport(answer).potency;
    expect(d3?.percentOfClaim).toBeCloseTo(106.24);
    expect(k2?.percentOfClaim).toBeCloseTo(103.2);
    expect(d3).toMatchObject({ ingredient: 'Vitamin D3', claim: 125, unit: 'mcg', measured: 132.8 });
  });

  it('lists the four metals in the store’s order, each within its limit or not', () => {
    expect(reshapeLabReport(answer).heavyMetals).toEqual([
      {
        metal: 'lead',
        name: 'Lead',
        measured: 0.62,
        limit: 0.5,
        limitSource: 'California Prop 65 MADL',
        withinLimit: false,
      },
      {
        metal: 'arsenic',
        name: 'Arsenic',
        measured: 0.878,
        limit: 15,
        limitSource: 'California Prop 65 MADL',
        withinLimit: true,
      },
      {
        metal: 'cadmium',
        name: 'Cadmium',
        measured: 0.45,
        limit: 4.1,
        limitSource: 'California Prop 65 MADL',
        withinLimit: true,
      },
      {
        metal: 'mercury',
        name: 'Mercury',
        measured: 0.029,
        limit: 0.3,
        limitSource: 'California Prop 65 MADL',
        withinLimit: true,
      },
    ]);
  });

  it('keeps the rest as the content states it', () => {
    const report = reshapeLabReport(answer);
    for (const field of ['lotCode', 'products', 'manufactureDate', 'expiryDate', 'testDate'] as const) {
      expect(report[field]).toEqual(answer[field]);
    }
    expect(report.laboratory).toEqual(answer.laboratory);
    expect(report.microbiology).toEqual(answer.microbiology);
    expect(report.certificateUrl).toBe(answer.certificateUrl);
  });
});

describe('reading lab reports', () => {
  it('answers the one report of a lot, reshaped', async () => {
    answerLabReportQueriesWith([answer]);
    const report = await client().fetchQuery(labReportQueryOptions('SW2601-006'));
    expect(report?.potency[0]?.percentOfClaim).toBeCloseTo(106.24);
  });

  it('answers null when no report has the lot', async () => {
    answerLabReportQueriesWith([]);
    expect(await client().fetchQuery(labReportQueryOptions('SW2601-007'))).toBeNull();
  });

  it.each([
    [
      'a measured amount that is not a number',
      { ...answer, potency: [{ ...answer.potency[0], measured: 'n/a' }] },
      '0.potency.0.measured',
    ],
    ['a report without its certificate', { ...answer, certificateUrl: null }, '0.certificateUrl'],
    [
      'a certificate that is not an https address',
      { ...answer, certificateUrl: 'javascript:alert(1)' },
      '0.certificateUrl',
    ],
    ['a metal left out', { ...answer, heavyMetals: { lead: metal(0.1, 0.5) } }, '0.heavyMetals.arsenic'],
    [
      'a verdict other than pass or fail',
      { ...answer, microbiology: [{ test: 'E. coli', result: 'ok' }] },
      '0.microbiology.0.result',
    ],
  ])('refuses %s with a readable error naming the field', async (_case, malformed, field) => {
    answerLabReportQueriesWith([malformed]);
    const failure = client().fetchQuery(labReportQueryOptions('SW2601-006'));
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({
      reason: 'malformed',
      message: expect.stringMatching(
        new RegExp(`^This content is incomplete and cannot be shown \\(${field.replaceAll('.', '\\.')}: `),
      ),
    });
  });

  it('refuses a product’s list with a lot that has no test date', async () => {
    answerLabReportQueriesWith([{ lotCode: 'SW2601-006', testDate: null, laboratory: 'Prairie Light Labs' }]);
    await expect(client().fetchQuery(productLabReportsQueryOptions('vitamin-d3-k2'))).rejects.toMatchObject({
      reason: 'malformed',
    });
  });
});
