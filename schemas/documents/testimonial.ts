import { defineField, defineType } from 'sanity';
import { byDisplayOrder, imageField, orderField, paragraph, textLine } from '../fields';

/** A customer's words in the home page carousel. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    textLine({ name: 'name', title: 'Name', max: 60 }),
    defineField({
      name: 'age',
      title: 'Age',
      type: 'number',
      validation: (rule) => rule.required().integer().min(18).max(120),
    }),
    textLine({ name: 'condition', title: 'Health focus', description: 'e.g. Blood Sugar', max: 60 }),
    defineField({
      name: 'rating',
      title: 'Rating',
      description: 'Stars from 1 to 5.',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5] },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    paragraph({ name: 'text', title: 'Text', max: 600, claims: true }),
    textLine({ name: 'location', title: 'Location', description: 'e.g. Atlanta, GA', max: 60 }),
    imageField({ name: 'avatar', title: 'Avatar', decorative: true }),
    orderField(),
  ],
  orderings: [byDisplayOrder],
  preview: {
    select: { name: 'name', condition: 'condition', rating: 'rating', media: 'avatar' },
    prepare: ({ name, condition, rating, media }) => ({
      title: name,
      subtitle: [condition, typeof rating === 'number' ? '★'.repeat(rating) : undefined]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
});
