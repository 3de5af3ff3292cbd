import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The words around one community list (events, caregiver resources, support groups). */
export const communityListCopy = defineType({
  name: 'communityListCopy',
  title: 'Community list texts',
  type: 'object',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'description', title: 'Description', max: 400 }),
    textLine({
      name: 'emptyText',
      title: 'Text when the list is empty',
      description: 'e.g. No events found.',
      max: 120,
    }),
    textLine({
      name: 'adminHint',
      title: 'Hint for administrators',
      description: 'Shown only to administrators under the empty text.',
      max: 200,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'emptyText' } },
});
