import { defineField, defineType } from 'sanity';
import { checkWith, paragraph, textLine } from '../fields';
import { templateProblem } from '../rules';

/** "Shop by Health Goal"; its cards are the health goal documents, in display order. */
export const healthGoalsPage = defineType({
  name: 'healthGoalsPage',
  title: 'Health goals page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80, claims: true }),
    paragraph({ name: 'intro', title: 'Intro', max: 400, claims: true }),
    defineField({
      name: 'buttonTemplate',
      title: 'Card button',
      description: '{title} is replaced by each goal’s title, e.g. "Shop {title}".',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .max(60)
          .custom(checkWith((value: string) => templateProblem(value, 'title'))),
    }),
  ],
  preview: { prepare: () => ({ title: 'Health goals page' }) },
});
