import { defineArrayMember, defineField, defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/**
 * The lab results page (/lab-results): the testing programme (what is tested, by whom, against
 * which limits) and the heading and hint of its lot lookup. The reports are the lab report documents.
 */
export const labResultsPage = defineType({
  name: 'labResultsPage',
  title: 'Lab results page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400 }),
    textLine({
      name: 'lookupTitle',
      title: 'Lot lookup heading',
      description: 'e.g. Look up your lot',
      max: 80,
    }),
    paragraph({
      name: 'lookupHint',
      title: 'Lot lookup hint',
      description: 'Where shoppers find the lot number on the bottle, with an example.',
      max: 240,
    }),
    defineField({
      name: 'sections',
      title: 'Testing programme',
      description: 'What is tested, by whom and against which limits, one section each.',
      type: 'array',
      of: [defineArrayMember({ type: 'pageSection' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Lab results page' }) },
});
