import { defineType } from 'sanity';
import { iconField, paragraph, textLine } from '../fields';

/** One reason in the home page's "Why it is different" section. */
export const sellingPoint = defineType({
  name: 'sellingPoint',
  title: 'Selling point',
  type: 'object',
  fields: [
    textLine({ name: 'title', title: 'Title', max: 80, claims: true }),
    paragraph({ name: 'text', title: 'Text', max: 400, claims: true }),
    iconField(),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
