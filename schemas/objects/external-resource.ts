import { defineField, defineType } from 'sanity';
import { checkWith, paragraph, textLine } from '../fields';
import { webAddressProblem } from '../rules';

/** A trusted health organisation's site, linked from the conditions index (opens in a new tab). */
export const externalResource = defineType({
  name: 'externalResource',
  title: 'External resource',
  type: 'object',
  fields: [
    textLine({ name: 'name', title: 'Name', max: 100 }),
    paragraph({ name: 'description', title: 'Description', max: 300 }),
    defineField({
      name: 'url',
      title: 'Web address',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https', 'http'] })
          .custom(checkWith(webAddressProblem)),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'url' } },
});
