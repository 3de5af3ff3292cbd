import { defineField, defineType } from 'sanity';
import {
  byDisplayOrder,
  checkWith,
  colourField,
  iconField,
  orderField,
  paragraph,
  textLine,
} from '../fields';
import { sitePathProblem } from '../rules';

/** A card on "Shop by Health Goal": leads to a condition page or the shop filtered by a category. */
export const healthGoal = defineType({
  name: 'healthGoal',
  title: 'Health goal',
  type: 'document',
  fields: [
    textLine({
      name: 'title',
      title: 'Title',
      description: 'e.g. Heart Health. The button reads "Shop {title}".',
      max: 60,
      claims: true,
    }),
    paragraph({ name: 'description', title: 'Description', max: 240, claims: true }),
    defineField({
      name: 'href',
      title: 'Link',
      description:
        'A condition page (/conditions/blood-sugar) or a shop category (/shop?category=heart-health).',
      type: 'string',
      validation: (rule) => rule.required().custom(checkWith(sitePathProblem)),
    }),
    iconField(),
    colourField('color', 'Accent colour'),
    orderField(),
  ],
  orderings: [byDisplayOrder],
  preview: { select: { title: 'title', subtitle: 'href' } },
});
