import { defineArrayMember, defineField, defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** Brand, certification badges, footer and contact details shared by every page. Campaigns are their own documents. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'footer', title: 'Footer' },
    { name: 'contact', title: 'Contact' },
    { name: 'exitOffer', title: 'Exit offer' },
  ],
  fields: [
    textLine({ name: 'brandName', title: 'Brand name', max: 40, group: 'brand' }),
    textLine({ name: 'tagline', title: 'Tagline', max: 100, group: 'brand', claims: true }),
    paragraph({
      name: 'description',
      title: 'Description',
      description: 'Used by search engines and the footer.',
      max: 300,
      group: 'brand',
      claims: true,
    }),
    defineField({
      name: 'badges',
      title: 'Certification badges',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'badge' })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'footerColumn' })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    paragraph({
      name: 'fdaDisclaimer',
      title: 'FDA disclaimer',
      description: 'The statement required on supplement sites, shown in the footer.',
      max: 600,
      group: 'footer',
    }),
    defineField({
      name: 'contact',
      title: 'Contact details',
      type: 'contactDetails',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'exitOffer',
      title: 'Exit offer',
      type: 'exitOffer',
      group: 'exitOffer',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
