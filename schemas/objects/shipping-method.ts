import { defineField, defineType } from 'sanity';
import { textLine } from '../fields';

export const shippingMethod = defineType({
  name: 'shippingMethod',
  title: 'Shipping method',
  type: 'object',
  fields: [
    textLine({ name: 'name', title: 'Name', description: 'e.g. Expedited', max: 60 }),
    textLine({
      name: 'deliveryTime',
      title: 'Delivery time',
      description: 'e.g. 2-3 business days',
      max: 60,
    }),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      description: '0 for free shipping.',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    textLine({
      name: 'note',
      title: 'Note',
      description: 'Optional, e.g. on orders over $50',
      max: 120,
      optional: true,
    }),
  ],
  preview: {
    select: { title: 'name', time: 'deliveryTime', price: 'price' },
    prepare: ({ title, time, price }: { title?: string; time?: string; price?: number }) => ({
      title,
      subtitle: [time, price === undefined ? undefined : `$${price.toFixed(2)}`].filter(Boolean).join(' · '),
    }),
  },
});
