/**
 * The seed's lab reports, read the way the store reads them (the real GROQ through the query
 * options, answered by the mock Content Lake), their certificates (made from each report by
 * mocks/media/lab-certificates.ts; `-u` rewrites them after a report changes) and where a mock build
 * serves those.
 */
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { POTENCY_RANGE, parseLotCode } from '../../src/domain/lab-report';
import {
  labReportQueryOptions,
  productLabReportsQueryOptions,
} from '../../src/lib/sanity/queries/lab-reports';
import { SANITY_FILES_PATH, mockFiles } from '../media/served-files';
import { labCertificatePdf, type SeedLabReport } from '../media/lab-certificates';
import { findProductByHandle } from './catalogue';
import seed from './content.ndjson?raw';

/** The reports as the seed file states them (the certificates are made from these). */
const reports = seed
  .split('\n')
  .filter((line) => line.includes('"_type":"labReport"'))
  .map((line) => JSON.parse(line) as SeedLabReport & { _id: string });
const lots = reports.map((report) => report.lotCode);

/** The products with lab reports of their own (bundles carry their products' lots). */
const testedProducts = [
  ...new Set(reports.map((report) => report.products[0]).filter((handle) => handle !== undefined)),
];

/** Each read starts from an empty cache, as a shopper's first visit does. */
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The problems of a PDF's structure: header, objects where the cross-reference table says, trailer. */
function pdfProblems(pdf: string): string[] {
  const problems: string[] = [];
  if (!pdf.startsWith('%PDF-1.')) problems.push('no %PDF header');
  if (!pdf.endsWith('%%EOF\n')) problems.push('no %%EOF at the end');
  if ([...pdf].some((character) => character !== '\n' && (character < ' ' || character > '~'))) {
    problems.push('not printable 7-bit text');
  }
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  if (!pdf.startsWith('xref\n', startxref)) return [...problems, 'startxref does not lead to the xref table'];
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.forEach((entry, index) => {
    const number = Number(first) + index;
    if (entry.length !== 19) problems.push(`xref entry ${number} is not 20 bytes`);
    if (!entry.endsWith(' n ')) return;
    if (!pdf.startsWith(`${number} 0 obj\n`, Number(entry.slice(0, 10)))) {
      problems.push(`object ${number} is not at its offset`);
    }
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
  const stream = /\nstream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? '';
  if (stream.length !== length) problems.push('the content stream is not its stated length');
  return problems;
}

describe('lab reports seed', () => {
  it('covers at least 12 products with 2 or 3 lots each, among them turmeric, plant sterols and D3 + K2', () => {
    expect(testedProducts.length).toBeGreaterThanOrEqual(12);
    expect(testedProducts).toEqual(
      expect.arrayContaining(['turmeric-with-ginger', 'plant-sterol-cholesterol-support', 'vitamin-d3-k2']),
    );
    for (const handle of testedProducts) {
      const count = reports.filter((report) => report.products[0] === handle).length;
      expect(count, handle).toBeGreaterThanOrEqual(2);
      expect(count, handle).toBeLessThanOrEqual(3);
    }
  });

  it('names only products of the catalogue, and each lot once, written as printed', () => {
    for (const report of reports) {
      for (const handle of report.products) expect(findProductByHandle(handle), handle).not.toBeNull();
      expect(parseLotCode(report.lotCode)).toEqual({ ok: true, code: report.lotCode });
    }
    expect(new Set(lots).size).toBe(lots.length);
  });

  it('has plausible results: 98–115 % of claim, metals well under their limits, microbiology passed', () => {
    for (const report of reports) {
      for (const { claim, measured } of report.potency) {
        const percent = (measured / claim) * 100;
        expect(percent, report.lotCode).toBeGreaterThanOrEqual(98);
        expect(percent, report.lotCode).toBeLessThanOrEqual(115);
        expect(percent).toBeGreaterThanOrEqual(POTENCY_RANGE.min);
      }
      for (const metal of Object.values(report.heavyMetals)) {
        expect(metal.measured, report.lotCode).toBeLessThan(metal.limit);
      }
      expect(report.microbiology.every((result) => result.result === 'pass')).toBe(true);
    }
  });
});

describe('lab reports as the store reads them', () => {
  it('finds a lot by its number, with % of claim, the four metals and its certificate', async () => {
    const report = await client().fetchQuery(labReportQueryOptions('SW2602-014'));
    expect(report).toMatchObject({
      lotCode: 'SW2602-014',
      products: ['turmeric-with-ginger', 'joint-comfort-bundle'],
      laboratory: { name: 'Prairie Light Labs', accreditation: 'ISO/IEC 17025 — A2LA certificate 5206.01' },
    });
    expect(report?.potency[0]).toMatchObject({ claim: 1000, unit: 'mg', measured: 1097 });
    expect(report?.potency[0]?.percentOfClaim).toBeCloseTo(109.7);
    expect(report?.heavyMetals.map((metal) => metal.name)).toEqual(['Lead', 'Arsenic', 'Cadmium', 'Mercury']);
    expect(report?.certificateUrl).toBe('/files/sankofa/production/lab-reports/sw2602-014.pdf');
  });

  it('answers null for a lot with no report', async () => {
    expect(await client().fetchQuery(labReportQueryOptions('SW2101-001'))).toBeNull();
  });

  it('lists a product’s newest three reports, newest test first', async () => {
    const summaries = await client().fetchQuery(productLabReportsQueryOptions('vitamin-d3-k2'));
    expect(summaries.map((summary) => summary.lotCode)).toEqual(['SW2601-006', 'SW2510-021', 'SW2505-008']);
    const bundle = await client().fetchQuery(productLabReportsQueryOptions('heart-health-bundle'));
    expect(bundle).toHaveLength(3);
    expect(bundle.map((summary) => summary.testDate)).toEqual(
      [...bundle.map((summary) => summary.testDate)].sort().reverse(),
    );
    expect(await client().fetchQuery(productLabReportsQueryOptions('aged-garlic-extract'))).toEqual([]);
  });
});

describe('lab certificates', () => {
  it.each(reports.map((report) => [report.lotCode, report] as const))(
    '%s has its certificate, made from its figures',
    async (lotCode, report) => {
      const pdf = labCertificatePdf(report);
      expect(pdfProblems(pdf)).toEqual([]);
      expect(pdf).toContain(`(Lot number: ${lotCode})`);
      await expect(pdf).toMatchFileSnapshot(`../assets/lab-reports/${lotCode.toLowerCase()}.pdf`);
    },
  );

  it('are files of a mock build, at the certificate URL of each report', async () => {
    const files = mockFiles(process.cwd());
    expect([...files.keys()].sort()).toEqual(
      lots.map((lot) => `${SANITY_FILES_PATH}/lab-reports/${lot.toLowerCase()}.pdf`).sort(),
    );
    for (const lot of ['SW2512-009', 'SW2602-014']) {
      const report = await client().fetchQuery(labReportQueryOptions(lot));
      const url = report?.certificateUrl ?? '';
      expect(url).toBe(`${SANITY_FILES_PATH}/lab-reports/${lot.toLowerCase()}.pdf`);
      const name = url.slice(SANITY_FILES_PATH.length + 1);
      const seed = reports.find((each) => each.lotCode === lot)!;
      expect(readFileSync(`mocks/assets/${name}`, 'utf8')).toBe(labCertificatePdf(seed));
      expect(files.get(url)?.toString('latin1')).toBe(labCertificatePdf(seed));
    }
  });
});
