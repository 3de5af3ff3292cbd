import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The contact page's words; the email, phone and address come from the site settings. */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400 }),
    textLine({
      name: 'replyPromise',
      title: 'Reply promise',
      description: 'e.g. We reply within 24-48 hours.',
      max: 120,
    }),
    textLine({ name: 'formTitle', title: 'Form heading', max: 80 }),
    textLine({ name: 'submitLabel', title: 'Send button', max: 40 }),
    textLine({ name: 'successTitle', title: 'Sent: heading', max: 80 }),
    paragraph({ name: 'successText', title: 'Sent: text', max: 300 }),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
});
