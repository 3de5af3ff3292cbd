/**
 * The answers a shopper picks in the quiz. Each answer's `value` is what the recommendation
 * mapping reads; its `category` names the product category it adds (see the quiz's categories).
 */
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity';
import { checkWith, iconField, textLine } from '../fields';
import { isShopifyNumericId, isSlugLike } from '../rules';

const slugRule = checkWith((value: string) =>
  isSlugLike(value) ? undefined : 'Use lowercase letters, digits and single hyphens.',
);

const valueField = () =>
  defineField({
    name: 'value',
    title: 'Value',
    description: 'Stored with the answer; the recommendation mapping reads it.',
    type: 'string',
    validation: (rule) => rule.required().max(40),
  });

const labelField = () => textLine({ name: 'label', title: 'Label', max: 60 });

/** Warns when an answer adds a category that has no product list: it would recommend nothing. */
function categoryField({ optional }: { optional?: boolean }) {
  return defineField({
    name: 'category',
    title: 'Product category',
    description: optional ? 'Optional: the category this answer adds.' : 'The category this answer adds.',
    type: 'string',
    validation: (rule) => [
      (optional ? rule : rule.required()).custom(slugRule),
      rule
        .custom((category: string | undefined, context: ValidationContext) => {
          const categories = context.document?.categories as { category?: string }[] | undefined;
          if (!category || !categories) return true;
          return categories.some((entry) => entry.category === category)
            ? true
            : `There is no product category "${category}" yet, so this answer recommends nothing.`;
        })
        .warning(),
    ],
  });
}

export const quizAgeGroup = defineType({
  name: 'quizAgeGroup',
  title: 'Age group',
  type: 'object',
  fields: [valueField(), labelField()],
  preview: { select: { title: 'label', subtitle: 'value' } },
});

export const quizGender = defineType({
  name: 'quizGender',
  title: 'Gender answer',
  type: 'object',
  fields: [valueField(), labelField(), categoryField({ optional: true })],
  preview: { select: { title: 'label', subtitle: 'category' } },
});

export const quizConcern = defineType({
  name: 'quizConcern',
  title: 'Health concern',
  type: 'object',
  fields: [
    { ...valueField(), validation: (rule) => rule.required().custom(slugRule) },
    labelField(),
    iconField(),
    categoryField({ optional: false }),
  ],
  preview: { select: { title: 'label', subtitle: 'category' } },
});

export const quizSymptom = defineType({
  name: 'quizSymptom',
  title: 'Symptom',
  type: 'object',
  fields: [valueField(), labelField(), categoryField({ optional: true })],
  preview: { select: { title: 'label', subtitle: 'category' } },
});

/** The products a category recommends, best first. */
export const quizProductCategory = defineType({
  name: 'quizProductCategory',
  title: 'Product category',
  type: 'object',
  fields: [
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      validation: (rule) => rule.required().custom(slugRule),
    }),
    defineField({
      name: 'productIds',
      title: 'Shopify product ids',
      description:
        'The number at the end of each product’s admin URL. Empty: this category recommends nothing yet.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule.custom(
              checkWith((value: string) =>
                isShopifyNumericId(value) ? undefined : 'Use only the digits of the product id.',
              ),
            ),
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'condition',
      title: 'Condition to see instead',
      description:
        'Where the results send shoppers for this category when none of its products is among them ' +
        '(the list is full, or its products would go over a daily upper limit with the others): the ' +
        'condition’s page, or the shop filtered by it.',
      type: 'reference',
      to: [{ type: 'condition' }],
    }),
  ],
  preview: {
    select: { title: 'category', productIds: 'productIds' },
    prepare: ({ title, productIds }) => ({
      title,
      subtitle:
        Array.isArray(productIds) && productIds.length > 0
          ? `products ${productIds.join(', ')}`
          : 'no products yet',
    }),
  },
});
