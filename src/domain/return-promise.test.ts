import { describe, expect, it } from 'vitest';
import { returnPromiseProblems } from './return-promise';

describe('returnPromiseProblems', () => {
  it.each([
    // The policy, in the words of the FAQ, Shipping & Returns and the terms.
    'We offer a 30-day money-back guarantee on unopened products. Opened supplements are not returnable.',
    'Returns are accepted within 30 days of delivery for unopened products in their original packaging.',
    'Shipping options, delivery times and our 30-day money-back guarantee on unopened products are described on our',
    // A badge may name it without its limit.
    '30-Day Money-Back Guarantee',
    // Neither a promise about returns nor a return window.
    'We share them for your information and do not run, endorse or guarantee them.',
    'Live cultures guaranteed through the date on the bottle when stored below 77°F (25°C).',
    'Once your return arrives, we issue your refund within 5-7 business days of receipt.',
    'Shipping & Returns',
    'To process, ship and support your orders, including returns and refunds.',
  ])('accepts %j', (text) => {
    expect(returnPromiseProblems(text)).toEqual([]);
  });

  it.each([
    [
      'Try any product with our 30-day satisfaction guarantee, fast free shipping on orders over $50.',
      ['"Try any product" promises more', 'satisfaction guarantee" is not the 30-day money-back'],
    ],
    ['30-day satisfaction guarantee', ['"30-day satisfaction guarantee" is not the 30-day money-back']],
    ['60-Day Guarantee', ['"60-Day Guarantee" is not the 30-day money-back']],
    ['We offer a 30-day money-back guarantee.', ['stated without "unopened"']],
    ['Every order is risk-free.', ['"risk-free" promises more']],
    ['Return it within 60 days of delivery, unopened.', ['A return window of 60 days, not 30']],
    ['Returns are accepted within 30 days of delivery.', ['A return window stated without "unopened"']],
    ['Opened products can be returned within 30 days if unopened ones are too.', ['promises more']],
    ['Money back, even if opened.', ['"even if opened" promises more']],
  ])('refuses %j', (text, expected) => {
    const problems = returnPromiseProblems(text);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((words, index) => expect(problems[index]).toContain(words));
  });
});
