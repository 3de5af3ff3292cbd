// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileContentModel } from './compiled-schema';
import { singletonTypes } from './index';
import { seedProblems } from './seed-check';

const schema = compileContentModel();

const heartHealth = {
  _id: 'condition-heart-health',
  _type: 'condition',
  name: 'Heart Health',
  slug: { _type: 'slug', current: 'heart-health' },
  heroImage: { _type: 'image', _sanityAsset: 'image@file://../assets/conditions/heart.svg', alt: 'A heart' },
  aliases: ['heart'],
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l1', href: '/shop' }],
      children: [{ _type: 'span', _key: 's1', text: 'Shop', marks: ['l1'] }],
    },
  ],
};

function problemsOf(...values: Record<string, unknown>[]) {
  return seedProblems(
    values.map((value, index) => ({ source: `seed.ndjson:${index + 1}`, value })),
    schema,
    singletonTypes,
  );
}

describe('checking seed documents against the content model', () => {
  it('accepts a condition written as the importer expects', () => {
    expect(problemsOf(heartHealth)).toEqual([]);
  });

  it('accepts untyped items in a list of one kind, as the Studio does', () => {
    const settings = {
      _id: 'siteSettings',
      _type: 'siteSettings',
      socialLinks: [{ _key: 'fb', platform: 'Facebook' }],
    };
    expect(problemsOf(settings)).toEqual([]);
  });

  it.each([
    [
      'an unknown document type',
      { _id: 'x', _type: 'product' },
      'seed.ndjson:1 x (product): _type "product" is not a document type of the schema',
    ],
    [
      'a field the schema lacks',
      { ...heartHealth, colour: '#fff' },
      'condition-heart-health (condition) colour: "colour" is not a field of condition',
    ],
    [
      'a misspelt nested field',
      { _id: 'homePage', _type: 'homePage', startCta: { title: 'Start', buttonText: 'Go' } },
      'homePage (homePage) startCta.buttonText: "buttonText" is not a field of this object',
    ],
    [
      'a wrong value type',
      { ...heartHealth, hasPage: 'yes' },
      'hasPage: expected a boolean (boolean), found a string',
    ],
    [
      'a list item without _key',
      { ...heartHealth, body: [{ _type: 'block', children: [] }] },
      'body[0]: list item has no _key',
    ],
    [
      'a list item of a type the list does not hold',
      { _id: 'siteSettings', _type: 'siteSettings', badges: [{ _key: 'a', _type: 'link', label: 'x' }] },
      'badges[_key=="a"]: _type "link" is not allowed here (allowed: badge)',
    ],
    [
      'a field inside Portable Text the schema lacks',
      {
        ...heartHealth,
        body: [
          { _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'x', colour: 'red' }] },
        ],
      },
      'body[_key=="b"].children[_key=="s"].colour: "colour" is not a field of span',
    ],
    [
      'a singleton with another id',
      { _id: 'home', _type: 'homePage' },
      'home (homePage): a homePage is a singleton, its _id must be "homePage"',
    ],
    [
      'a reference to a missing document',
      {
        _id: 'homePage',
        _type: 'homePage',
        conditionCarousels: [
          {
            _key: 'c',
            title: 'Heart',
            conditions: [{ _key: 'r', _type: 'reference', _ref: 'condition-nope' }],
          },
        ],
      },
      'refers to "condition-nope", which is not in the seed',
    ],
  ])('names the document and field for %s', (_case, document, expected) => {
    const problems = problemsOf(document, heartHealth);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('refuses a reference to a document of another type', () => {
    const carousel = {
      _id: 'homePage',
      _type: 'homePage',
      conditionCarousels: [
        { _key: 'c', title: 'x', conditions: [{ _key: 'r', _type: 'reference', _ref: 'faq-1' }] },
      ],
    };
    expect(problemsOf(carousel, { _id: 'faq-1', _type: 'faqItem' })).toEqual([
      'seed.ndjson:1 homePage (homePage) conditionCarousels[_key=="c"].conditions[_key=="r"]: refers to a faqItem, but only condition may be referenced here',
    ]);
  });
});
