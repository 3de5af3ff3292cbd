import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  byDisplayOrder,
  checkWith,
  iconField,
  imageField,
  noDiseaseClaim,
  orderField,
  paragraph,
  richTextField,
  textLine,
} from '../fields';
import { duplicatesOf, isShopifyNumericId, isSlugLike } from '../rules';
import { conditionLinkClash } from '../unique';

const whenItHasAPage = (value: unknown, hasPage: unknown) =>
  hasPage === true && (value === undefined || value === null || value === '')
    ? 'Needed because this condition has its own page.'
    : true;

/** A health condition: a card, a search entry, a shop filter value and (for 16) a page. */
export const condition = defineType({
  name: 'condition',
  title: 'Condition',
  type: 'document',
  groups: [
    { name: 'card', title: 'Card & search', default: true },
    { name: 'page', title: 'Condition page' },
    { name: 'placement', title: 'Placement' },
  ],
  fields: [
    textLine({
      name: 'name',
      title: 'Name',
      description: 'Short, for search and filters, e.g. Blood Sugar',
      max: 40,
      group: 'card',
      claims: true,
    }),
    textLine({
      name: 'title',
      title: 'Title',
      description: 'Card and page heading, e.g. Blood Sugar Support',
      max: 80,
      group: 'card',
      claims: true,
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description:
        'The page address /conditions/<slug> and the shop filter value. Changing it breaks shared links.',
      type: 'slug',
      group: 'card',
      options: { source: 'name', maxLength: 40 },
      validation: (rule) =>
        rule.required().custom(async (slug, context) => {
          const current = slug?.current;
          if (!current) return true;
          if (!isSlugLike(current)) return 'Use lowercase letters, digits and single hyphens.';
          return conditionLinkClash([current], context);
        }),
    }),
    paragraph({
      name: 'summary',
      title: 'Summary',
      description: 'One or two sentences on the card.',
      max: 240,
      group: 'card',
      claims: true,
    }),
    { ...iconField(), group: 'card' },
    {
      ...imageField({ name: 'heroImage', title: 'Image', description: 'Card image and page hero (16:9).' }),
      group: 'card',
    },
    defineField({
      name: 'keywords',
      title: 'Search keywords',
      description: 'Words shoppers type that should find this condition.',
      type: 'array',
      group: 'card',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.min(2).max(40) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'aliases',
      title: 'Shop link aliases',
      description:
        'Other values of ?category= that mean this condition (e.g. heart for heart-health). Each may belong to one condition only.',
      type: 'array',
      group: 'card',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule.custom(
              checkWith((value: string) =>
                isSlugLike(value) ? undefined : 'Use lowercase letters, digits and single hyphens.',
              ),
            ),
        }),
      ],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule.custom(async (aliases: string[] | undefined, context) => {
          if (!aliases?.length) return true;
          const repeated = duplicatesOf(aliases);
          if (repeated.length > 0) return `Listed twice: ${repeated.join(', ')}.`;
          const slug = (context.document?.slug as { current?: string } | undefined)?.current;
          if (slug && aliases.includes(slug)) return 'The slug itself does not need to be an alias.';
          return conditionLinkClash(aliases, context);
        }),
    }),
    defineField({
      name: 'hasPage',
      title: 'Has its own page',
      description: 'Off: links to this condition open the shop filtered by it.',
      type: 'boolean',
      group: 'page',
      initialValue: false,
    }),
    defineField({
      name: 'intro',
      title: 'Intro',
      description: 'The card under the page heading.',
      type: 'text',
      rows: 4,
      group: 'page',
      validation: (rule) => [
        rule.max(800).custom((value, context) => whenItHasAPage(value, context.document?.hasPage)),
        rule.custom(noDiseaseClaim).warning(),
      ],
    }),
    richTextField({ name: 'body', title: 'Page text', optional: true, group: 'page', claims: true }),
    defineField({
      name: 'shopButtonText',
      title: 'Shop button text',
      description: 'e.g. Shop Blood Sugar Support',
      type: 'string',
      group: 'page',
      validation: (rule) => [
        rule.max(60).custom((value, context) => whenItHasAPage(value, context.document?.hasPage)),
        rule.custom(noDiseaseClaim).warning(),
      ],
    }),
    defineField({
      name: 'collectionId',
      title: 'Shopify collection id',
      description: 'The number at the end of the collection’s admin URL, e.g. 264242954334.',
      type: 'string',
      group: 'page',
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          if (value && !isShopifyNumericId(value)) return 'Use only the digits of the collection id.';
          return whenItHasAPage(value, context.document?.hasPage);
        }),
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      description: 'Shown on the conditions index (12 cards fit its grid).',
      type: 'boolean',
      group: 'placement',
      initialValue: false,
    }),
    defineField({ ...orderField(), group: 'placement' }),
  ],
  orderings: [byDisplayOrder],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      hasPage: 'hasPage',
      featured: 'featured',
      media: 'heroImage',
    },
    prepare: ({ title, slug, hasPage, featured, media }) => ({
      title,
      subtitle: [slug, hasPage ? 'own page' : 'shop filter only', featured && 'featured']
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
});
