import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** The one-time popup shown when a shopper is about to leave, and the toast after signing up. */
export const exitOffer = defineType({
  name: 'exitOffer',
  title: 'Exit offer',
  type: 'object',
  fields: [
    textLine({ name: 'title', title: 'Title', max: 80, claims: true }),
    paragraph({ name: 'text', title: 'Text', max: 300, claims: true }),
    textLine({ name: 'offer', title: 'Offer', description: 'e.g. 10% off your first order', max: 80 }),
    textLine({ name: 'emailLabel', title: 'Email field label', max: 40 }),
    textLine({ name: 'buttonLabel', title: 'Button label', max: 40 }),
    paragraph({
      name: 'consent',
      title: 'Consent text',
      description: 'Must say that marketing emails can be unsubscribed from at any time.',
      max: 300,
    }),
    textLine({
      name: 'toastTitle',
      title: 'Confirmation title',
      description: 'e.g. Welcome to Sankofa Wellness!',
      max: 80,
    }),
    textLine({ name: 'toastText', title: 'Confirmation text', max: 160 }),
  ],
});
