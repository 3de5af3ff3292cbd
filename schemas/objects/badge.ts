import { defineType } from 'sanity';
import { iconField, textLine } from '../fields';

/** A short claim with an icon (trust badges, footer certifications). */
export const badge = defineType({
  name: 'badge',
  title: 'Badge',
  type: 'object',
  fields: [textLine({ name: 'label', title: 'Label', max: 40 }), iconField()],
  preview: { select: { title: 'label', subtitle: 'icon' } },
});
