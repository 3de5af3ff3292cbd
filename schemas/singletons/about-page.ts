import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, paragraph, richTextField, textLine } from '../fields';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400 }),
    defineField({
      name: 'founder',
      title: 'Founder story',
      type: 'object',
      fields: [
        textLine({ name: 'heading', title: 'Heading', max: 80 }),
        textLine({ name: 'name', title: 'Name', max: 60 }),
        textLine({ name: 'role', title: 'Role', max: 80 }),
        imageField({ name: 'photo', title: 'Photo' }),
        richTextField({ name: 'story', title: 'Story' }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [defineArrayMember({ type: 'pageSection' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
