/**
 * The certificates of analysis of the seed's lab reports: a one-page PDF per report, with the
 * report's own figures, made here from the seed document so that the two never disagree. The files
 * are in mocks/assets/lab-reports/ (the seed's `certificate` fields point at them, and
 * `sanity dataset import` uploads them); `mocks/data/lab-reports.test.ts` regenerates them with
 * `npx vitest run mocks/data/lab-reports.test.ts -u` after a seed report changes.
 *
 * The PDF is the smallest honest one: PDF 1.4, one page, the standard Helvetica fonts in
 * WinAnsiEncoding, and 7-bit text only (other characters are written as escapes), so the file can be
 * kept and served as text.
 */
import {
  formatAmount,
  formatPercent,
  heavyMetalNames,
  heavyMetals,
  percentOfClaim,
} from '../../src/domain/lab-report';

/** The fields of a seed `labReport` document the certificate states. */
export interface SeedLabReport {
  lotCode: string;
  products: string[];
  manufactureDate: string;
  expiryDate: string;
  testDate: string;
  laboratory: { name: string; accreditation: string };
  potency: { ingredient: string; claim: number; unit: string; measured: number }[];
  heavyMetals: Record<(typeof heavyMetals)[number], { measured: number; limit: number; limitSource: string }>;
  microbiology: { test: string; result: 'pass' | 'fail'; detail?: string }[];
}

/** WinAnsiEncoding codes of the characters the seed uses beyond ASCII. */
const WIN_ANSI: Record<string, number> = {
  '—': 0o227,
  '–': 0o226,
  '’': 0o222,
  '‘': 0o221,
  µ: 0o265,
  '′': 0o47,
};

/** A PDF string literal's content: escapes for ( ) \ and every character beyond 7-bit ASCII. */
function pdfText(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 63;
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    else if (code >= 32 && code < 127) out += character;
    else out += `\\${(WIN_ANSI[character] ?? 63).toString(8).padStart(3, '0')}`;
  }
  return out;
}

interface Line {
  text: string;
  x: number;
  bold?: boolean;
  size?: number;
}

/** The page as rows of text from the top; each row is one or more pieces at their own x. */
function certificateRows(report: SeedLabReport): Line[][] {
  const row = (text: string, options: Omit<Line, 'text' | 'x'> & { x?: number } = {}): Line[] => [
    { text, x: 56, ...options },
  ];
  const heading = (text: string) => row(text, { bold: true, size: 11 });
  const blank: Line[] = [];
  return [
    row('Certificate of Analysis', { bold: true, size: 18 }),
    blank,
    row(report.laboratory.name, { bold: true }),
    row(report.laboratory.accreditation),
    blank,
    row(`Client: Sankofa Wellness`),
    row(`Lot number: ${report.lotCode}`, { bold: true }),
    row(`Products: ${report.products.join(', ')}`),
    row(
      `Manufactured: ${report.manufactureDate}    Expires: ${report.expiryDate}    Tested: ${report.testDate}`,
    ),
    blank,
    heading('Potency, per daily serving'),
    [
      { text: 'Ingredient', x: 56, bold: true },
      { text: 'Label claim', x: 330, bold: true },
      { text: 'Measured', x: 420, bold: true },
      { text: '% of claim', x: 500, bold: true },
    ],
    ...report.potency.map((result) => [
      { text: result.ingredient, x: 56 },
      { text: `${formatAmount(result.claim)} ${result.unit}`, x: 330 },
      { text: `${formatAmount(result.measured)} ${result.unit}`, x: 420 },
      { text: formatPercent(percentOfClaim(result.claim, result.measured)), x: 500 },
    ]),
    blank,
    heading('Heavy metals, mcg per daily serving'),
    [
      { text: 'Metal', x: 56, bold: true },
      { text: 'Measured', x: 150, bold: true },
      { text: 'Limit', x: 240, bold: true },
      { text: 'Source of the limit', x: 320, bold: true },
    ],
    ...heavyMetals.map((metal) => {
      const result = report.heavyMetals[metal];
      return [
        { text: heavyMetalNames[metal], x: 56 },
        { text: formatAmount(result.measured), x: 150 },
        { text: formatAmount(result.limit), x: 240 },
        { text: result.limitSource, x: 320 },
      ];
    }),
    blank,
    heading('Microbiology'),
    ...report.microbiology.map((result) => [
      { text: result.test, x: 56 },
      { text: result.result === 'pass' ? 'Pass' : 'Fail', x: 330 },
      { text: result.detail ?? '', x: 420 },
    ]),
    blank,
    row(
      report.microbiology.every((result) => result.result === 'pass') &&
        heavyMetals.every((metal) => report.heavyMetals[metal].measured <= report.heavyMetals[metal].limit)
        ? 'Conclusion: the lot meets its specification.'
        : 'Conclusion: the lot does not meet its specification.',
      { bold: true },
    ),
    blank,
    row('Sample certificate of the Sankofa Wellness store in mock mode.', { size: 8 }),
  ];
}

function contentStream(report: SeedLabReport): string {
  const lines: string[] = [];
  let y = 740;
  for (const pieces of certificateRows(report)) {
    const size = Math.max(10, ...pieces.map((piece) => piece.size ?? 10));
    for (const piece of pieces) {
      if (piece.text === '') continue;
      const font = piece.bold ? 'F2' : 'F1';
      lines.push(`BT /${font} ${piece.size ?? 10} Tf ${piece.x} ${y} Td (${pdfText(piece.text)}) Tj ET`);
    }
    y -= pieces.length === 0 ? 8 : Math.round(size * 1.45);
  }
  return lines.join('\n');
}

/** The certificate of `report` as the text of a complete PDF file. */
export function labCertificatePdf(report: SeedLabReport): string {
  const stream = contentStream(report);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(`Certificate of analysis, lot ${report.lotCode}`)}) /Author (${pdfText(report.laboratory.name)}) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
