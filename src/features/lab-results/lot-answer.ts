/**
 * What the lot lookup answers an agent (its form is the WebMCP tool `get_lab_report`,
 * lot-lookup-form.tsx): the lot's report as the page shows it (`labReportAnswer`, which the store's
 * MCP server answers too), or why there is none, in the page's words. The page looks the same lot
 * up from its address, through the same query. Loaded only when an agent asks.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { parseLotCode } from '../../domain/lab-report';
import { labReportAnswer, noReportWords } from '../../domain/lab-report-answer';
import { labReportQueryOptions } from '../../lib/sanity/queries/lab-reports';

const samePath = (path: string) => path;

export async function lotAnswer(client: QueryClient, input: string) {
  const parsed = parseLotCode(input);
  if (!parsed.ok) return { lot: input.trim(), found: false, problem: parsed.error };
  const lot = parsed.code;
  const report = await client.fetchQuery(labReportQueryOptions(lot));
  if (!report) return { lot, found: false, problem: noReportWords(lot, paths.contact) };
  return { found: true, ...labReportAnswer(report, samePath) };
}
