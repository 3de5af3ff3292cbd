/**
 * A lot's report as an agent reads it (the MCP server's `get_lab_report`, the lot lookup's WebMCP
 * tool), apart from lab-report.ts so that no page's first load carries it.
 */
import { paths } from '../config/paths';
import { formatAmount, formatPercent, type LabReport } from './lab-report';
/**
 * A lot's report as data for an agent (the MCP server's `get_lab_report`, the lot lookup's WebMCP
 * tool): what `/lab-results?lot=` shows, in its words and figures; `url` makes the store's paths
 * into the addresses the reader follows.
 */
export function labReportAnswer(report: LabReport, url: (path: string) => string) {
  return {
    lot: report.lotCode,
    page: url(paths.labResultsFor(report.lotCode)),
    products: report.products.map((handle) => url(paths.product(handle))),
    manufactured_on: report.manufactureDate,
    expires_on: report.expiryDate,
    tested_on: report.testDate,
    laboratory: report.laboratory,
    potency: report.potency.map(({ ingredient, claim, measured, unit, percentOfClaim }) => ({
      ingredient,
      claim: `${formatAmount(claim)} ${unit}`,
      measured: `${formatAmount(measured)} ${unit}`,
      percent_of_claim: formatPercent(percentOfClaim),
    })),
    heavy_metals: report.heavyMetals.map(({ name, measured, limit, limitSource, withinLimit }) => ({
      metal: name,
      per_daily_serving: `${formatAmount(measured)} mcg`,
      limit: `${formatAmount(limit)} mcg`,
      limit_source: limitSource,
      within_limit: withinLimit,
    })),
    microbiology: report.microbiology,
    certificate_url: url(report.certificateUrl),
  };
}

/** What to do when no report is published for a lot, as the page says it, with the contact page's address. */
export function noReportWords(lotCode: string, contactUrl: string): string {
  return (
    `No report is published for lot ${lotCode}. Check the lot number on the bottom of the bottle; ` +
    `if it is right, the store sends its certificate on request: ${contactUrl}.`
  );
}
