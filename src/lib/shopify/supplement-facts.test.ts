import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSupplementFacts } from './supplement-facts';

type Values = Record<string, string | null>;

const fieldsOf = (values: Values) =>
  Object.entries(values).map(([key, value]) => ({ key, type: 'single_line_text_field', value }));

const entry = (type: string, values: Values) => ({ type, fields: fieldsOf(values) });

const vitaminD = entry('supplement_facts_row', {
  name: 'Vitamin D3',
  form: 'as cholecalciferol',
  amount: '125',
  unit: 'mcg',
  amount_note: '5,000 IU',
  daily_value: '625',
  indent: 'false',
});
const vitaminK = entry('supplement_facts_row', {
  name: 'Vitamin K2',
  form: 'as menaquinone-7 (MK-7)',
  amount: '100',
  unit: 'mcg',
  amount_note: null,
  daily_value: null,
  indent: 'true',
});
const blend = entry('supplement_facts_blend', {
  name: 'Botanical Blend',
  amount: '250.5',
  unit: 'mg',
  ingredients: JSON.stringify(['Ginger root', ' Black pepper fruit ']),
});

function panel({
  values = {},
  rows = [vitaminD, vitaminK],
  blends = [blend],
}: { values?: Values; rows?: unknown[]; blends?: unknown[] } = {}) {
  return {
    type: 'supplement_facts',
    fields: [
      ...fieldsOf({
        serving_size: '2 capsules',
        servings_per_container: '30',
        other_ingredients: 'Hypromellose (vegetable capsule), rice flour.',
        allergens: '  ',
        suggested_use: 'Take 2 capsules daily with a meal.',
        warnings: 'Keep out of reach of children.',
        ...values,
      }),
      { key: 'rows', type: 'list.metaobject_reference', value: '[]', references: { nodes: rows } },
      { key: 'blends', type: 'list.metaobject_reference', value: '[]', references: { nodes: blends } },
    ],
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readSupplementFacts', () => {
  it('reads the panel, its rows and blends as the merchant entered them', () => {
    expect(readSupplementFacts(panel())).toEqual({
      servingSize: '2 capsules',
      servingsPerContainer: 30,
      rows: [
        {
          name: 'Vitamin D3',
          form: 'as cholecalciferol',
          amount: 125,
          unit: 'mcg',
          amountNote: '5,000 IU',
          dailyValue: 625,
          indent: false,
        },
        {
          name: 'Vitamin K2',
          form: 'as menaquinone-7 (MK-7)',
          amount: 100,
          unit: 'mcg',
          amountNote: null,
          dailyValue: null,
          indent: true,
        },
      ],
      blends: [
        {
          name: 'Botanical Blend',
          amount: 250.5,
          unit: 'mg',
          ingredients: ['Ginger root', 'Black pepper fruit'],
        },
      ],
      otherIngredients: 'Hypromellose (vegetable capsule), rice flour.',
      allergens: null,
      suggestedUse: 'Take 2 capsules daily with a meal.',
      warnings: 'Keep out of reach of children.',
    });
  });

  it('reads a product without the metafield as having no facts, quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSupplementFacts(null)).toBeNull();
    expect(readSupplementFacts(undefined)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['another kind of metaobject', { ...panel(), type: 'ingredient_list' }, /supplement_facts metaobject/],
    ['not a metaobject at all', {}, /supplement_facts metaobject/],
    [
      'a row without an amount',
      panel({ rows: [{ ...vitaminD, fields: vitaminD.fields.filter((f) => f.key !== 'amount') }] }),
      /row 1: "amount"/,
    ],
    [
      'an amount that is no number',
      panel({
        rows: [vitaminD, entry('supplement_facts_row', { name: 'Zinc', amount: '15mg', unit: 'mg' })],
      }),
      /row 2: "amount" is not a number/,
    ],
    [
      'a negative % Daily Value',
      panel({
        rows: [entry('supplement_facts_row', { name: 'Zinc', amount: '15', unit: 'mg', daily_value: '-5' })],
      }),
      /"daily_value"/,
    ],
    ['a row of the wrong type', panel({ rows: [blend] }), /row 1 is not a supplement_facts_row/],
    [
      'a blend whose ingredients are not a list',
      panel({
        blends: [
          entry('supplement_facts_blend', { name: 'B', amount: '1', unit: 'g', ingredients: 'Ginger' }),
        ],
      }),
      /"ingredients" is not a list/,
    ],
    ['no serving size', panel({ values: { serving_size: ' ' } }), /"serving_size" is empty/],
    ['servings that are not whole', panel({ values: { servings_per_container: '30.5' } }), /whole number/],
    ['no rows and no blends', panel({ rows: [], blends: [] }), /no rows and no blends/],
  ])('shows no panel rather than part of one: %s', (_, reference, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSupplementFacts(reference, 'vitamin-d3-k2')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(reason));
    expect(warn.mock.calls[0]?.[0]).toContain('vitamin-d3-k2');
  });
});
