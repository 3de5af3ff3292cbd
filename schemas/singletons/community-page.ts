import { defineField, defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The Community page; stories are their own documents, the three lists come from Firestore. */
export const communityPage = defineType({
  name: 'communityPage',
  title: 'Community page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400 }),
    textLine({ name: 'storiesTitle', title: 'Success stories heading', max: 80 }),
    paragraph({
      name: 'storiesNote',
      title: 'Success stories: typical-results note',
      description:
        'Shown with the success stories, as the FTC’s Endorsement Guides ask (16 CFR 255.2): that ' +
        'results vary, and what a typical member can expect.',
      max: 400,
    }),
    defineField({
      name: 'events',
      title: 'Events & screenings',
      type: 'communityListCopy',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'caregiverResources',
      title: 'Caregiver resources',
      type: 'communityListCopy',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportGroups',
      title: 'Support groups',
      type: 'communityListCopy',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'stayConnected',
      title: '"Stay connected" form',
      type: 'object',
      fields: [
        textLine({ name: 'title', title: 'Heading', max: 80 }),
        paragraph({ name: 'text', title: 'Text', max: 300 }),
        textLine({ name: 'emailLabel', title: 'Email field label', max: 40 }),
        textLine({ name: 'buttonLabel', title: 'Button', max: 40 }),
        textLine({ name: 'thanks', title: 'Thank-you text', max: 160 }),
        paragraph({
          name: 'consent',
          title: 'Consent note under the form',
          description:
            'What the shopper agrees to by subscribing; it is stored with each sign-up as the text they read. {brand} is replaced by the brand name.',
          max: 300,
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Community page' }) },
});
