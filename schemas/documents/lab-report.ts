import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkWith, textLine } from '../fields';
import { duplicatesOf, isSlugLike } from '../rules';
import { certificateFileProblem, lotCodeClash } from '../unique';
import {
  accreditationProblem,
  calendarToday,
  expiryProblem,
  LOT_CODE_EXAMPLE,
  lotMonthProblem,
  parseLotCode,
  testDateProblem,
} from '../../src/domain/lab-report';

interface ReportDates {
  lotCode?: unknown;
  manufactureDate?: unknown;
  expiryDate?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Why a lot number is refused: not one, not written as printed, or taken by another report. */
function lotCodeProblem(value: string): string | undefined {
  const parsed = parseLotCode(value);
  if (!parsed.ok) return parsed.error;
  if (parsed.code !== value) return `Write the lot number as printed on the bottle: ${parsed.code}.`;
  return undefined;
}

function handleProblem(handle: string): string | undefined {
  return isSlugLike(handle)
    ? undefined
    : 'Use the product’s handle, the end of its address: vitamin-d3-k2 for /products/vitamin-d3-k2 (lowercase letters, digits and dashes).';
}

/**
 * The certificate of analysis of one lot, as the independent laboratory issued it. Shoppers look the
 * lot number on their bottle up on /lab-results; each product lists its newest reports.
 */
export const labReport = defineType({
  name: 'labReport',
  title: 'Lab report',
  type: 'document',
  groups: [
    { name: 'lot', title: 'Lot', default: true },
    { name: 'results', title: 'Results' },
  ],
  fields: [
    defineField({
      name: 'lotCode',
      title: 'Lot number',
      description: `As printed on the bottle: SW, the year and month of manufacture (YYMM), a dash and the run number, e.g. ${LOT_CODE_EXAMPLE}.`,
      type: 'string',
      group: 'lot',
      validation: (rule) => [
        rule.required().error('Enter the lot number printed on the bottle.'),
        rule.custom(async (value: string | undefined, context) => {
          if (!value) return true;
          return lotCodeProblem(value) ?? lotCodeClash(value, context);
        }),
      ],
    }),
    defineField({
      name: 'products',
      title: 'Products',
      description:
        'The Shopify handle of each product this lot is sold as (a bundle too), e.g. vitamin-d3-k2.',
      type: 'array',
      group: 'lot',
      of: [
        defineArrayMember({ type: 'string', validation: (rule) => rule.custom(checkWith(handleProblem)) }),
      ],
      validation: (rule) => [
        rule.required().min(1).error('Add the handle of at least one product this lot is sold as.'),
        rule.custom((handles: string[] | undefined) => {
          const repeated = duplicatesOf(handles ?? []);
          return repeated.length === 0 ? true : `Listed twice: ${repeated.join(', ')}.`;
        }),
      ],
    }),
    defineField({
      name: 'manufactureDate',
      title: 'Manufacture date',
      type: 'date',
      group: 'lot',
      validation: (rule) => [
        rule.required().error('Enter the date the lot was made.'),
        rule.custom((date: string | undefined, context) => {
          const lotCode = text((context.document as ReportDates | undefined)?.lotCode);
          return (date && lotCode && lotMonthProblem(lotCode, date)) || true;
        }),
      ],
    }),
    defineField({
      name: 'expiryDate',
      title: 'Expiry date',
      type: 'date',
      group: 'lot',
      validation: (rule) => [
        rule.required().error('Enter the expiry date printed on the bottle.'),
        rule.custom((date: string | undefined, context) => {
          const made = text((context.document as ReportDates | undefined)?.manufactureDate);
          return (date && made && expiryProblem(made, date)) || true;
        }),
      ],
    }),
    defineField({
      name: 'laboratory',
      title: 'Testing laboratory',
      description: 'The independent laboratory that tested the lot and signed the certificate.',
      type: 'object',
      group: 'results',
      fields: [
        textLine({ name: 'name', title: 'Name', max: 100 }),
        defineField({
          name: 'accreditation',
          title: 'ISO/IEC 17025 accreditation',
          description:
            'The standard, the accreditation body and the certificate number, as on the certificate.',
          type: 'string',
          validation: (rule) => [
            rule.required().error('Enter the laboratory’s ISO/IEC 17025 accreditation and its number.'),
            rule.custom(checkWith(accreditationProblem)),
          ],
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'testDate',
      title: 'Test date',
      description: 'The date the laboratory signed the certificate.',
      type: 'date',
      group: 'results',
      validation: (rule) => [
        rule.required().error('Enter the date the lot was tested.'),
        rule.custom((date: string | undefined, context) => {
          if (!date) return true;
          const report = context.document as ReportDates | undefined;
          return (
            testDateProblem(date, {
              manufactureDate: text(report?.manufactureDate),
              expiryDate: text(report?.expiryDate),
              today: calendarToday(),
            }) ?? true
          );
        }),
      ],
    }),
    defineField({
      name: 'potency',
      title: 'Potency',
      description: 'Each active ingredient on the label: what it claims and what was measured.',
      type: 'array',
      group: 'results',
      of: [defineArrayMember({ type: 'potencyResult' })],
      validation: (rule) => rule.required().min(1).error('Add the potency of at least one ingredient.'),
    }),
    defineField({
      name: 'heavyMetals',
      title: 'Heavy metals',
      description: 'Per daily serving, in mcg, against the limits the store publishes.',
      type: 'object',
      group: 'results',
      fields: [
        defineField({
          name: 'lead',
          title: 'Lead',
          type: 'heavyMetalResult',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'arsenic',
          title: 'Arsenic (inorganic)',
          type: 'heavyMetalResult',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'cadmium',
          title: 'Cadmium',
          type: 'heavyMetalResult',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'mercury',
          title: 'Mercury',
          type: 'heavyMetalResult',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) =>
        rule.required().error('Enter the results for lead, arsenic, cadmium and mercury.'),
    }),
    defineField({
      name: 'microbiology',
      title: 'Microbiology',
      type: 'array',
      group: 'results',
      of: [defineArrayMember({ type: 'microbiologyResult' })],
      validation: (rule) => rule.required().min(1).error('Add at least one microbiological test.'),
    }),
    defineField({
      name: 'certificate',
      title: 'Certificate (PDF)',
      description: 'The certificate of analysis as the laboratory signed it. Shoppers can download it.',
      type: 'file',
      group: 'results',
      options: { accept: 'application/pdf', storeOriginalFilename: true },
      validation: (rule) => [
        rule
          .required()
          .assetRequired()
          .error('Upload the signed certificate (PDF): a report cannot be published without it.'),
        rule.custom(async (file: { asset?: { _ref?: string } } | undefined, context) =>
          file?.asset?._ref ? certificateFileProblem(file.asset._ref, context) : true,
        ),
      ],
    }),
  ],
  orderings: [
    { title: 'Newest test first', name: 'testDateDesc', by: [{ field: 'testDate', direction: 'desc' }] },
    { title: 'Lot number', name: 'lotCode', by: [{ field: 'lotCode', direction: 'asc' }] },
  ],
  preview: {
    select: { lotCode: 'lotCode', products: 'products', testDate: 'testDate' },
    prepare: ({
      lotCode,
      products,
      testDate,
    }: {
      lotCode?: string;
      products?: string[];
      testDate?: string;
    }) => ({
      title: lotCode ?? 'New lot',
      subtitle: [products?.join(', '), testDate && `tested ${testDate}`].filter(Boolean).join(' · '),
    }),
  },
});
