import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it.each([
    ['Take Quiz for {condition}', { condition: 'Blood Sugar' }, 'Take Quiz for Blood Sugar'],
    ['Shop {title}', { title: 'Heart Health' }, 'Shop Heart Health'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['{title} Products', { title: 'Joint & Bone Health' }, 'Joint & Bone Health Products'],
    ['No placeholder', { title: 'x' }, 'No placeholder'],
    ['Shop {titel}', { title: 'Heart' }, 'Shop {titel}'],
    ['Shop {constructor}', {}, 'Shop {constructor}'],
    ['Price {title}', { title: '$& more' }, 'Price $& more'],
  ])('fills %s', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});
