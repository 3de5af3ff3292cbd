import { defineField, defineType } from 'sanity';
import { checkWith, textLine } from '../fields';
import { webAddressProblem } from '../rules';

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    textLine({
      name: 'platform',
      title: 'Platform',
      description: 'Its name as shoppers know it, e.g. Instagram. It labels the link for screen readers.',
      max: 30,
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https', 'http'] })
          .custom(checkWith(webAddressProblem)),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
});
