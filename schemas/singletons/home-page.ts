import { defineArrayMember, defineField, defineType } from 'sanity';
import { altTextField, paragraph, textLine } from '../fields';

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'conditions', title: 'Conditions' },
    { name: 'trust', title: 'Testimonials & trust' },
    { name: 'closing', title: 'Closing sections' },
  ],
  fields: [
    textLine({ name: 'heroTitle', title: 'Heading', max: 100, group: 'hero', claims: true }),
    paragraph({ name: 'heroSubtitle', title: 'Subheading', max: 300, group: 'hero', claims: true }),
    defineField({
      name: 'heroImages',
      title: 'Hero images',
      description: 'They rotate every 5 seconds (16:9). The first one loads with the page.',
      type: 'array',
      group: 'hero',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [altTextField()],
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
      validation: (rule) => rule.required().min(1).max(20),
    }),
    textLine({ name: 'quizButtonLabel', title: 'Quiz button', max: 40, group: 'hero' }),
    textLine({ name: 'shopButtonLabel', title: 'Shop button', max: 40, group: 'hero' }),
    defineField({
      name: 'trustBadges',
      title: 'Trust badges',
      type: 'array',
      group: 'hero',
      of: [defineArrayMember({ type: 'badge' })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'conditionCarousels',
      title: 'Condition carousels',
      type: 'array',
      group: 'conditions',
      of: [defineArrayMember({ type: 'conditionCarousel' })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'healthGoalGrid',
      title: '"Shop by Health Goal" grid',
      description: 'The grid lists every condition in display order.',
      type: 'object',
      group: 'conditions',
      fields: [
        textLine({ name: 'title', title: 'Heading', max: 80, claims: true }),
        paragraph({ name: 'subtitle', title: 'Subheading', max: 240, claims: true }),
      ],
      validation: (rule) => rule.required(),
    }),
    textLine({
      name: 'testimonialsTitle',
      title: 'Testimonials heading',
      description: 'The testimonials themselves are their own documents.',
      max: 80,
      group: 'trust',
    }),
    paragraph({
      name: 'testimonialsNote',
      title: 'Testimonials: typical-results note',
      description:
        'Shown with the testimonials, as the FTC’s Endorsement Guides ask (16 CFR 255.2): that results ' +
        'vary, and what a typical customer can expect.',
      max: 400,
      group: 'trust',
    }),
    defineField({
      name: 'whyDifferent',
      title: '"Why it is different"',
      type: 'object',
      group: 'trust',
      fields: [
        textLine({ name: 'title', title: 'Heading', max: 80, claims: true }),
        paragraph({ name: 'subtitle', title: 'Subheading', max: 240, claims: true }),
        defineField({
          name: 'points',
          title: 'Points',
          type: 'array',
          of: [defineArrayMember({ type: 'sellingPoint' })],
          validation: (rule) => rule.required().min(1).max(6),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startCta',
      title: '"Not sure where to start" call to action',
      type: 'object',
      group: 'closing',
      fields: [
        textLine({ name: 'title', title: 'Heading', max: 80, claims: true }),
        paragraph({ name: 'text', title: 'Text', max: 300, claims: true }),
        textLine({ name: 'buttonLabel', title: 'Button', max: 40 }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consultationNotice',
      title: 'Healthcare consultation notice',
      type: 'callout',
      group: 'closing',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
