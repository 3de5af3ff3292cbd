import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkWith } from '../fields';
import { linkHrefProblem } from '../rules';

/**
 * The one formatted-text type of the store. Pages own their h1, so editors get h2/h3 only; legal
 * pages read their h2 blocks as sections. The `claim` decorator marks a structure/function claim,
 * which the storefront follows with a † (`ClaimMark`).
 */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bulleted list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          // What a supplement or ingredient does for the body: the storefront puts a † after it,
          // linked to the FDA statement (21 CFR 101.93(c)).
          { title: 'Structure/function claim †', value: 'claim', icon: () => '†' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Link target',
                description: 'https://…, mailto:…, tel:… or a path on this site such as /shop.',
                type: 'url',
                validation: (rule) =>
                  rule
                    .required()
                    .uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true })
                    .custom(checkWith(linkHrefProblem)),
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
