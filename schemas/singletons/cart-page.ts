import { defineType } from 'sanity';
import { paragraph, textLine } from '../fields';

/** What the cart page says when the cart is empty. */
export const cartPage = defineType({
  name: 'cartPage',
  title: 'Cart page',
  type: 'document',
  fields: [
    textLine({ name: 'emptyTitle', title: 'Empty cart heading', max: 80 }),
    paragraph({ name: 'emptyText', title: 'Empty cart text', max: 300 }),
    textLine({ name: 'continueLabel', title: 'Continue shopping link', max: 40 }),
  ],
  preview: { prepare: () => ({ title: 'Cart page' }) },
});
