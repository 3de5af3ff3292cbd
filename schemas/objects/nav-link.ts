import { defineField, defineType } from 'sanity';
import { checkWith, textLine } from '../fields';
import { linkHrefProblem } from '../rules';

/** A labelled link in the site's navigation (footer columns). */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  fields: [
    textLine({ name: 'label', title: 'Label', max: 40 }),
    defineField({
      name: 'href',
      title: 'Link target',
      description: 'A path on this site such as /faq, or https://…, mailto:…, tel:….',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true })
          .custom(checkWith(linkHrefProblem)),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
