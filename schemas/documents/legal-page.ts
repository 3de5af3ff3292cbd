import { defineField, defineType } from 'sanity';
import { byDisplayOrder, orderField, richTextField, textLine } from '../fields';
import { legalKindClash } from '../unique';

const kinds = [
  { title: 'Privacy Policy (/privacy)', value: 'privacy' },
  { title: 'Terms of Service (/terms)', value: 'terms' },
  { title: 'Medical Disclaimer (/disclaimer)', value: 'disclaimer' },
  { title: 'Review Guidelines (/review-guidelines)', value: 'review-guidelines' },
  { title: 'Accessibility Statement (/accessibility)', value: 'accessibility' },
];

/** One tab of the Legal Information page; its kind is the path that opens it. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: { list: kinds, layout: 'radio' },
      validation: (rule) =>
        rule
          .required()
          .custom(async (kind: string | undefined, context) => (kind ? legalKindClash(kind, context) : true)),
    }),
    textLine({ name: 'title', title: 'Title', max: 80 }),
    textLine({ name: 'tabLabel', title: 'Tab label', max: 30 }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      description:
        'The day this text last changed in substance, shown as "Last updated" (the privacy policy and the terms must show one). Leave empty to show no date.',
      type: 'date',
      validation: (rule) =>
        rule.custom((day: string | undefined, context) =>
          !day && ['privacy', 'terms'].includes(String(context.document?.kind))
            ? 'Enter the day the policy last changed: shoppers are told when it took effect.'
            : true,
        ),
    }),
    defineField({
      name: 'warning',
      title: 'Warning box',
      description: 'Optional, shown above the text (e.g. the FDA statement on the disclaimer).',
      type: 'callout',
    }),
    richTextField({ name: 'body', title: 'Text', description: 'Each heading starts a section.' }),
    orderField(),
  ],
  orderings: [byDisplayOrder],
  preview: { select: { title: 'title', subtitle: 'kind' } },
});
