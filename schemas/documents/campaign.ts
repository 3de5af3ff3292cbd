import { defineField, defineType } from 'sanity';
import { colourField, textLine } from '../fields';
import { endsBeforeStart } from '../rules';

/**
 * A seasonal theme (palette, banner, decorations). It is active from its start date through its
 * end date, both read in the shopper's own time zone.
 */
export const campaign = defineType({
  name: 'campaign',
  title: 'Campaign',
  type: 'document',
  fields: [
    textLine({ name: 'name', title: 'Name', max: 80 }),
    defineField({
      name: 'startDate',
      title: 'First day',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endDate',
      title: 'Last day',
      description: 'The campaign is shown through the end of this day.',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((endDate: string | undefined, context) => {
          const startDate = context.document?.startDate;
          if (!endDate || typeof startDate !== 'string') return true;
          return endsBeforeStart(startDate, endDate) ? 'The last day cannot be before the first day.' : true;
        }),
    }),
    defineField({
      name: 'palette',
      title: 'Palette',
      description: 'Text is drawn on these colours: keep them dark or light enough for AA contrast.',
      type: 'object',
      options: { columns: 3 },
      fields: [
        colourField('primary', 'Primary'),
        colourField('secondary', 'Secondary'),
        colourField('accent', 'Accent'),
      ],
      validation: (rule) => rule.required(),
    }),
    textLine({ name: 'emoji', title: 'Emoji', description: 'One emoji for the banner, e.g. 🎃', max: 8 }),
    textLine({ name: 'bannerText', title: 'Banner text', max: 140, claims: true }),
    defineField({ name: 'showHearts', title: 'Show hearts', type: 'boolean', initialValue: false }),
    defineField({ name: 'restylesQuiz', title: 'Restyle the quiz', type: 'boolean', initialValue: false }),
  ],
  orderings: [{ title: 'First day', name: 'startDate', by: [{ field: 'startDate', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', startDate: 'startDate', endDate: 'endDate', emoji: 'emoji' },
    prepare: ({ name, startDate, endDate, emoji }) => ({
      title: [emoji, name].filter(Boolean).join(' '),
      subtitle: startDate && endDate ? `${startDate} – ${endDate}` : 'No dates yet',
    }),
  },
});
