import { defineArrayMember, defineField, defineType } from 'sanity';
import { textLine } from '../fields';

export const footerColumn = defineType({
  name: 'footerColumn',
  title: 'Footer column',
  type: 'object',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 40 }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) => rule.required().min(1).max(10),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
      title,
      subtitle: `${links?.length ?? 0} links`,
    }),
  },
});
