import { defineType } from 'sanity';
import { richTextField, textLine } from '../fields';

/** A titled block of formatted text (about page, shipping policy). */
export const pageSection = defineType({
  name: 'pageSection',
  title: 'Section',
  type: 'object',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 100 }),
    richTextField({ name: 'body', title: 'Text' }),
  ],
  preview: { select: { title: 'title' } },
});
