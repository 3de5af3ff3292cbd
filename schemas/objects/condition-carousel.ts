import { defineArrayMember, defineField, defineType } from 'sanity';
import { textLine } from '../fields';

/** A row of condition cards on the home page. */
export const conditionCarousel = defineType({
  name: 'conditionCarousel',
  title: 'Condition carousel',
  type: 'object',
  fields: [
    textLine({ name: 'title', title: 'Title', max: 80, claims: true }),
    defineField({
      name: 'conditions',
      title: 'Conditions',
      description: 'Four cards fit one row on a desktop screen.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'condition' }] })],
      validation: (rule) => rule.required().min(1).max(8).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', first: 'conditions.0.name', second: 'conditions.1.name' },
    prepare: ({ title, first, second }: { title?: string; first?: string; second?: string }) => ({
      title,
      subtitle: [first, second].filter(Boolean).join(', '),
    }),
  },
});
