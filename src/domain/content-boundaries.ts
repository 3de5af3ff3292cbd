/**
 * The checks content must pass beyond its generated type, where it crosses a trust boundary: an
 * address the browser will load or follow, a date that decides what the store shows, and the data
 * a shopper's safety or a product's proof rests on. Written by hand (zod); `lib/sanity` loads this
 * module with the first content request, so no prerendered page downloads it.
 */
import * as z from 'zod/mini';
import { findingSeverities } from './interaction-rules';
import { medicationClasses } from './medications';

/**
 * Where an image or a link of the content points: an http(s) URL, or (mock mode) a path on the
 * store's own origin. Never `javascript:` (it would run) nor a protocol-relative `//host`.
 */
const contentUrl = z
  .string()
  .check(z.regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'must be an http(s) URL or a path'));

/** A day as YYYY-MM-DD, which src/domain/campaign.ts and the lab reports read as a calendar date. */
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'));

/**
 * Checked wherever an attribute of these names is in a content answer: `url` becomes an image's
 * source or a link (images, health resources, social links); a campaign's `startDate` and `endDate`
 * decide when the whole store restyles itself.
 */
export const boundaryAttributes = { url: contentUrl, startDate: calendarDate, endDate: calendarDate };

/** An https page: the source an interaction rule cites to the shopper. */
const httpsUrl = z.string().check(z.regex(/^https:\/\/[^\s/]+\S*$/, 'must be an https URL'));

/**
 * An interaction rule: the quiz warns a shopper with it about a medication they take, so it must be
 * exactly an `InteractionRule` of src/domain/medications.ts. A class or severity the store does not
 * know, an empty field or a source that is not an https page fails with the field named.
 */
const interactionRuleSchema = z.object({
  ingredient: z.string().check(z.trim(), z.minLength(1)),
  medicationClass: z.enum(medicationClasses),
  severity: z.enum(findingSeverities),
  message: z.string().check(z.minLength(1)),
  sourceUrl: httpsUrl,
});

export const interactionRulesSchema = z.array(interactionRuleSchema);

const positiveAmount = z.number().check(z.positive());
const heavyMetalResultSchema = z.object({
  measured: z.number().check(z.nonnegative()),
  limit: positiveAmount,
  limitSource: z.string(),
});

/**
 * A lab report (certificate of analysis) of one lot as the content answers it: the proof of what
 * is in a bottle, so its amounts, dates and certificate are checked before a shopper reads them.
 * `lib/sanity` reshapes it into the `LabReport` the store shows (src/domain/lab-report.ts).
 */
const labReportSchema = z.object({
  updatedAt: z.string(),
  lotCode: z.string(),
  /** Shopify product handles. */
  products: z.array(z.string()).check(z.minLength(1)),
  manufactureDate: calendarDate,
  expiryDate: calendarDate,
  testDate: calendarDate,
  laboratory: z.object({ name: z.string(), accreditation: z.string() }),
  potency: z.array(
    z.object({ ingredient: z.string(), claim: positiveAmount, unit: z.string(), measured: positiveAmount }),
  ),
  heavyMetals: z.object({
    lead: heavyMetalResultSchema,
    arsenic: heavyMetalResultSchema,
    cadmium: heavyMetalResultSchema,
    mercury: heavyMetalResultSchema,
  }),
  microbiology: z.array(
    z.object({ test: z.string(), result: z.enum(['pass', 'fail']), detail: z.nullish(z.string()) }),
  ),
  /** The signed certificate (PDF): on Sanity's file CDN, or (mock mode) a path on the store's own origin. */
  certificateUrl: z
    .string()
    .check(z.regex(/^(https:\/\/\S+|\/(?!\/)\S*)$/, 'must be an https URL or a path')),
});
export type LabReportAnswer = z.infer<typeof labReportSchema>;

/** The reports of one lot number: none, or the one. */
export const labReportsSchema = z.array(labReportSchema);

/** A report as a product lists it: which lot, when and by whom it was tested. */
const labReportSummarySchema = z.object({
  lotCode: z.string(),
  testDate: calendarDate,
  laboratory: z.string(),
});
export type LabReportSummary = z.infer<typeof labReportSummarySchema>;

export const labReportSummariesSchema = z.array(labReportSummarySchema);
