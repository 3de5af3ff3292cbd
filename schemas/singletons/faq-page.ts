import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The FAQ page; its questions are the FAQ item documents, in display order. */
export const faqPage = defineType({
  name: 'faqPage',
  title: 'FAQ page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400 }),
    textLine({
      name: 'contactTitle',
      title: 'Contact box heading',
      description: 'e.g. Still have questions?',
      max: 80,
    }),
    paragraph({ name: 'contactText', title: 'Contact box text', max: 300 }),
    textLine({
      name: 'contactLabel',
      title: 'Contact box link',
      description: 'e.g. Contact Support',
      max: 40,
    }),
  ],
  preview: { prepare: () => ({ title: 'FAQ page' }) },
});
