import { defineField, defineType } from 'sanity';
import { byDisplayOrder, orderField, paragraph, textLine } from '../fields';

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  fields: [
    textLine({ name: 'question', title: 'Question', max: 160 }),
    paragraph({ name: 'answer', title: 'Answer', max: 1500 }),
    defineField({
      name: 'customerAccountLink',
      title: 'Link to "Manage subscriptions"',
      description:
        "Ends the answer with a link to the shopper's Shopify customer account, where subscriptions are managed.",
      type: 'boolean',
      initialValue: false,
    }),
    orderField(),
  ],
  orderings: [byDisplayOrder],
  preview: { select: { title: 'question', subtitle: 'answer' } },
});
