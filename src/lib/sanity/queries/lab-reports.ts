import { defineQuery } from 'groq';

export const labResultsPageQuery = defineQuery(`*[_id == "labResultsPage"][0]{
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
