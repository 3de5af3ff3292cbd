import { describe, expect, it } from 'vitest';
import { shapeProblem, type NamedShapes, type Shape } from './answer-shape';

const icon: Shape = { oneOf: ['heart', 'leaf'] };
const named: NamedShapes = { icon, badge: { object: { label: 'string', icon: { ref: 'icon' } } } };

const page: Shape = {
  object: {
    title: 'string',
    intro: { anyOf: ['string', 'null'] },
    order: 'number',
    featured: 'boolean',
    badges: { arrayOf: { ref: 'badge' } },
    extra: 'unknown',
  },
};
const valid = {
  title: 'Heart Health',
  intro: null,
  order: 2,
  featured: true,
  badges: [{ label: 'Vegan', icon: 'leaf' }],
  extra: { anything: 1 },
};

describe('shapeProblem', () => {
  it.each<[string, unknown]>([
    ['an answer with every field', valid],
    ['an optional field left out', { ...valid, intro: undefined }],
    ['an optional field filled in', { ...valid, intro: 'Why it matters' }],
    ['attributes the shape does not list', { ...valid, _id: 'page' }],
    ['an empty list', { ...valid, badges: [] }],
  ])('accepts %s', (_case, answer) => {
    expect(shapeProblem(answer, page, named)).toBeUndefined();
  });

  it.each<[string, unknown, (string | number)[], string]>([
    ['a required field that is null', { ...valid, title: null }, ['title'], 'expected string, received null'],
    [
      'a required field left out',
      { ...valid, order: undefined },
      ['order'],
      'expected number, received null',
    ],
    ['a number given as text', { ...valid, order: '2' }, ['order'], 'expected number, received string'],
    [
      'a flag given as text',
      { ...valid, featured: 'yes' },
      ['featured'],
      'expected boolean, received string',
    ],
    ['a list that is an object', { ...valid, badges: {} }, ['badges'], 'expected array, received object'],
    [
      'a value the schema does not list',
      { ...valid, badges: [{ label: 'Vegan', icon: 'rocket' }] },
      ['badges', 0, 'icon'],
      'expected one of the allowed values, received "rocket"',
    ],
    [
      'an item of the wrong kind',
      { ...valid, badges: [{ label: 'Vegan', icon: 'leaf' }, 'Organic'] },
      ['badges', 1],
      'expected object, received string',
    ],
    [
      'an optional field of the wrong kind',
      { ...valid, intro: 3 },
      ['intro'],
      'expected string, received number',
    ],
    ['no answer at all', null, [], 'expected object, received null'],
  ])('refuses %s, naming where', (_case, answer, path, message) => {
    expect(shapeProblem(answer, page, named)).toEqual({ path, message });
  });

  it('names the first problem only, in the order of the shape', () => {
    expect(shapeProblem({ ...valid, title: null, order: null }, page, named)?.path).toEqual(['title']);
  });

  it('says why the closest member of a union refuses the answer', () => {
    const linkOrLabel: Shape = { anyOf: ['string', { object: { href: 'string', label: 'string' } }] };
    expect(shapeProblem({ href: '/shop', label: 7 }, linkOrLabel)).toEqual({
      path: ['label'],
      message: 'expected string, received number',
    });
  });

  describe('attribute checks', () => {
    const image: Shape = { object: { url: 'string', alt: { anyOf: ['string', 'null'] } } };
    const url = (value: unknown) => (String(value).startsWith('https://') ? undefined : 'must be https');

    it('runs on every value of the attribute it names', () => {
      const gallery: Shape = { arrayOf: image };
      const answer = [{ url: 'https://cdn/a.png' }, { url: 'javascript:alert(1)' }];
      expect(shapeProblem(answer, gallery, {}, { url })).toEqual({
        path: [1, 'url'],
        message: 'must be https',
      });
    });

    it('leaves null values to the shape', () => {
      expect(shapeProblem({ url: 'https://cdn/a.png', alt: null }, image, {}, { alt: url })).toBeUndefined();
    });

    it('runs only once the value has its shape', () => {
      expect(shapeProblem({ url: 42 }, image, {}, { url })).toEqual({
        path: ['url'],
        message: 'expected string, received number',
      });
    });
  });
});
