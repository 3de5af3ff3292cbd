import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** A titled short text in a box (consultation notice, legal warning). */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [textLine({ name: 'title', title: 'Title', max: 100 }), paragraph({ name: 'text', title: 'Text' })],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
