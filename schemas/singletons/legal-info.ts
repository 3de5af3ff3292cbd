import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The Legal Information page; its tabs are the legal page documents, in display order. */
export const legalInfo = defineType({
  name: 'legalInfo',
  title: 'Legal information',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400, optional: true }),
  ],
  preview: { prepare: () => ({ title: 'Legal information' }) },
});
