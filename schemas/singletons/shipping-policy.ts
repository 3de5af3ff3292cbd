import { defineArrayMember, defineField, defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

export const shippingPolicy = defineType({
  name: 'shippingPolicy',
  title: 'Shipping & returns',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400 }),
    defineField({
      name: 'freeShippingThreshold',
      title: 'Free shipping from (USD)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'methods',
      title: 'Shipping methods',
      type: 'array',
      of: [defineArrayMember({ type: 'shippingMethod' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [defineArrayMember({ type: 'pageSection' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Shipping & returns' }) },
});
