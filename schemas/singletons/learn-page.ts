import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The Learn page; its cards are the learn topic documents, in display order. */
export const learnPage = defineType({
  name: 'learnPage',
  title: 'Learn page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80, claims: true }),
    paragraph({ name: 'intro', title: 'Intro', max: 400, claims: true }),
    textLine({ name: 'buttonLabel', title: 'Card button', description: 'e.g. Learn More & Shop', max: 40 }),
  ],
  preview: { prepare: () => ({ title: 'Learn page' }) },
});
