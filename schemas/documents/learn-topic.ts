import { defineType } from 'sanity';
import {
  byDisplayOrder,
  collectionIdField,
  colourField,
  iconField,
  imageField,
  orderField,
  paragraph,
  textLine,
} from '../fields';

/** A topic card on the Learn page; its button opens the topic's Shopify collection. */
export const learnTopic = defineType({
  name: 'learnTopic',
  title: 'Learn topic',
  type: 'document',
  fields: [
    textLine({
      name: 'title',
      title: 'Title',
      description: 'The dialog is titled "{title} Products".',
      max: 80,
      claims: true,
    }),
    paragraph({ name: 'description', title: 'Short description', max: 240, claims: true }),
    paragraph({ name: 'fullDescription', title: 'Full description', max: 1200, claims: true }),
    collectionIdField(),
    imageField({ name: 'image', title: 'Image' }),
    iconField(),
    colourField('color', 'Accent colour'),
    orderField(),
  ],
  orderings: [byDisplayOrder],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
