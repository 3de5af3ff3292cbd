import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkWith, paragraph, textLine } from '../fields';
import { templateProblem } from '../rules';

/** The conditions index; its cards are the featured conditions, in display order. */
export const conditionsPage = defineType({
  name: 'conditionsPage',
  title: 'Conditions page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80, claims: true }),
    paragraph({ name: 'intro', title: 'Intro', max: 400, claims: true }),
    defineField({
      name: 'quizButtonTemplate',
      title: 'Quiz button',
      description: '{condition} is replaced by each card’s name, e.g. "Take Quiz for {condition}".',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .max(60)
          .custom(checkWith((value: string) => templateProblem(value, 'condition'))),
    }),
    textLine({ name: 'productsButtonLabel', title: 'Products button', max: 40 }),
    textLine({ name: 'resourcesTitle', title: 'Resources heading', max: 80 }),
    defineField({
      name: 'resources',
      title: 'External resources',
      description: 'They open in a new tab.',
      type: 'array',
      of: [defineArrayMember({ type: 'externalResource' })],
      validation: (rule) => rule.max(8),
    }),
  ],
  preview: { prepare: () => ({ title: 'Conditions page' }) },
});
