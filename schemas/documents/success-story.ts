import { defineType } from 'sanity';
import { byDisplayOrder, imageField, orderField, paragraph, textLine } from '../fields';

/** A longer member story on the Community page; initials stand in when there is no avatar. */
export const successStory = defineType({
  name: 'successStory',
  title: 'Success story',
  type: 'document',
  fields: [
    textLine({ name: 'name', title: 'Name', max: 60 }),
    textLine({ name: 'location', title: 'Location', max: 60 }),
    textLine({ name: 'condition', title: 'Health focus', max: 60 }),
    paragraph({ name: 'story', title: 'Story', max: 1200, claims: true }),
    imageField({ name: 'avatar', title: 'Avatar', decorative: true, optional: true }),
    textLine({ name: 'initials', title: 'Initials', description: 'Shown when there is no avatar.', max: 3 }),
    textLine({ name: 'timeframe', title: 'Timeframe', description: 'e.g. 6 months', max: 40 }),
    orderField(),
  ],
  orderings: [byDisplayOrder],
  preview: { select: { title: 'name', subtitle: 'condition', media: 'avatar' } },
});
