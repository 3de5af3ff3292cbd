import { defineField, defineType } from 'sanity';
import { textLine } from '../fields';

/** How shoppers reach the store: shown on the contact page and in the footer. */
export const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Contact details',
  type: 'object',
  fields: [
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    textLine({ name: 'phone', title: 'Phone', max: 30 }),
    textLine({ name: 'address', title: 'Address', max: 160 }),
    textLine({ name: 'hours', title: 'Support hours', description: 'e.g. Mon-Fri 9AM-6PM EST', max: 60 }),
  ],
});
