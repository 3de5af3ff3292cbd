import { describe, expect, it } from 'vitest';
import { checkStack } from './check-stack';
import { first, ofKind, product, row } from './test-stacks';
import { amountInLimitUnit, upperLimits, type LimitedNutrient } from './upper-limits';

describe('upperLimits', () => {
  it.each<[LimitedNutrient, number, 'mcg' | 'mg']>([
    ['vitamin-a', 3000, 'mcg'],
    ['vitamin-d', 100, 'mcg'],
    ['vitamin-e', 1000, 'mg'],
    ['vitamin-b6', 100, 'mg'],
    ['niacin', 35, 'mg'],
    ['folate', 1000, 'mcg'],
    ['vitamin-c', 2000, 'mg'],
    ['calcium', 2500, 'mg'],
    ['iron', 45, 'mg'],
    ['zinc', 40, 'mg'],
    ['selenium', 400, 'mcg'],
    ['iodine', 1100, 'mcg'],
    ['magnesium', 350, 'mg'],
    ['copper', 10, 'mg'],
    ['manganese', 11, 'mg'],
    ['choline', 3500, 'mg'],
  ])('the adult UL of %s is %d %s', (nutrient, amount, unit) => {
    expect(upperLimits[nutrient]).toMatchObject({ amount, unit });
  });

  it('has sixteen nutrients', () => {
    expect(Object.keys(upperLimits)).toHaveLength(16);
  });

  // One row per nutrient, named and measured as a label would: exactly at the UL, then just over it.
  it.each<[string, number, string, string, string]>([
    [
      'Vitamin A',
      3000,
      'mcg RAE',
      'as retinyl palmitate',
      'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
    ],
    [
      'Vitamin D3',
      100,
      'mcg',
      'as cholecalciferol',
      'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    ],
    [
      'Vitamin E',
      1000,
      'mg',
      'as d-alpha tocopherol',
      'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
    ],
    [
      'Vitamin B6',
      100,
      'mg',
      'as pyridoxine HCl',
      'https://ods.od.nih.gov/factsheets/VitaminB6-HealthProfessional/',
    ],
    ['Niacin', 35, 'mg NE', 'as niacinamide', 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/'],
    ['Folic Acid', 1000, 'mcg', '', 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/'],
    [
      'Vitamin C',
      2000,
      'mg',
      'as ascorbic acid',
      'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
    ],
    [
      'Calcium',
      2500,
      'mg',
      'as calcium carbonate',
      'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    ],
    [
      'Iron',
      45,
      'mg',
      'as ferrous bisglycinate',
      'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    ],
    ['Zinc', 40, 'mg', 'as zinc citrate', 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/'],
    [
      'Selenium',
      400,
      'mcg',
      'as L-selenomethionine',
      'https://ods.od.nih.gov/factsheets/Selenium-HealthProfessional/',
    ],
    [
      'Iodine',
      1100,
      'mcg',
      'as potassium iodide',
      'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
    ],
    [
      'Magnesium',
      350,
      'mg',
      'as magnesium citrate',
      'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    ],
    [
      'Copper',
      10,
      'mg',
      'as copper gluconate',
      'https://ods.od.nih.gov/factsheets/Copper-HealthProfessional/',
    ],
    [
      'Manganese',
      11,
      'mg',
      'as manganese gluconate',
      'https://ods.od.nih.gov/factsheets/Manganese-HealthProfessional/',
    ],
    [
      'Choline',
      3500,
      'mg',
      'as choline bitartrate',
      'https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/',
    ],
  ])('%s: %d %s is at the UL, a little more is over it', (name, amount, unit, form, url) => {
    const at = checkStack([product('a', 'Product A', [row(name, amount, unit, { form })])]);
    expect(ofKind(at, 'upper-limit')).toEqual([]);

    const over = ofKind(
      checkStack([product('a', 'Product A', [row(name, amount * 1.1, unit, { form })])]),
      'upper-limit',
    );
    expect(over).toHaveLength(1);
    expect(first(over)).toMatchObject({ severity: 'warning', handles: ['a'], source: { url } });
    const limitUnit = unit.split(' ')[0];
    expect(first(over).message).toContain(
      `${(Math.round(amount * 1.1 * 10) / 10).toLocaleString('en-US')} ${limitUnit}`,
    );
    expect(first(over).message).toContain(`the ${amount.toLocaleString('en-US')} ${limitUnit} upper limit`);
  });
});

describe('checkStack: upper limits', () => {
  const d3k2 = product('vitamin-d3-k2', 'Vitamin D3 + K2', [
    row('Vitamin D3', 125, 'mcg', { form: 'as cholecalciferol', note: '5,000 IU' }),
    row('Vitamin K2', 100, 'mcg', { form: 'as menaquinone-7 (MK-7)' }),
  ]);
  const multi = product('daily-multivitamin', 'Daily Multivitamin', [
    row('Vitamin D (as cholecalciferol)', 50, 'mcg'),
    row('Calories', 5, 'kcal'),
  ]);

  it('adds vitamin D across products: 125 mcg + 50 mcg = 175 mcg, above 100 mcg', () => {
    const findings = checkStack([d3k2, multi]);
    const limits = ofKind(findings, 'upper-limit');
    expect(limits).toHaveLength(1);
    expect(first(limits)).toMatchObject({
      severity: 'warning',
      handles: ['vitamin-d3-k2', 'daily-multivitamin'],
      nutrient: 'vitamin D',
      source: { url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' },
    });
    expect(first(limits).message).toBe(
      'Together, Vitamin D3 + K2 and Daily Multivitamin give 175 mcg of vitamin D a day, above the 100 mcg upper limit for adults. Talk to your healthcare provider before taking them together.',
    );
    const duplicates = ofKind(findings, 'duplicate');
    expect(duplicates).toHaveLength(1);
    expect(first(duplicates)).toMatchObject({
      severity: 'caution',
      handles: ['vitamin-d3-k2', 'daily-multivitamin'],
      nutrient: 'vitamin D',
    });
    expect(first(duplicates).message).toContain('Vitamin D3 + K2 and Daily Multivitamin');
  });

  it('converts IU: 5,000 IU of vitamin D3 is 125 mcg', () => {
    const d = row('Vitamin D3', 5000, 'IU');
    expect(amountInLimitUnit('vitamin-d', d)).toBe(125);
    const finding = first(checkStack([product('d', 'D3 5000', [d])]));
    expect(finding.message).toContain('gives 125 mcg of vitamin D a day');
  });

  it('reads the amount note when the unit does not convert', () => {
    const findings = checkStack([
      product('d', 'D3 Drops', [row('Vitamin D3', 5, 'drops', { note: '5,000 IU' })]),
    ]);
    expect(findings.map((f) => f.kind)).toEqual(['upper-limit']);
    expect(first(findings).message).toContain('125 mcg');
  });

  it('converts vitamin E IU by form: natural 1,500 IU = 1,000 mg, synthetic 1,500 IU is over', () => {
    const natural = row('Vitamin E', 1500, 'IU', { form: 'as d-alpha tocopherol' });
    const synthetic = row('Vitamin E', 1500, 'IU', { form: 'as dl-alpha tocopheryl acetate' });
    const unnamed = row('Vitamin E', 1500, 'IU');
    expect(amountInLimitUnit('vitamin-e', natural)).toBe(1000);
    expect(amountInLimitUnit('vitamin-e', unnamed)).toBe(1000);
    expect(amountInLimitUnit('vitamin-e', synthetic)).toBeCloseTo(1363.64, 2);
    expect(amountInLimitUnit('vitamin-e', row('Vitamin E', 1100, 'IU', { form: 'dl-alpha' }))).toBe(1000);
    expect(checkStack([product('e', 'E 1500', [natural])])).toEqual([]);
    const finding = first(checkStack([product('e', 'E 1500', [synthetic])]));
    expect(finding).toMatchObject({ kind: 'upper-limit', nutrient: 'vitamin E' });
    expect(finding.message).toContain('1,363.6 mg of vitamin E a day, above the 1,000 mg upper limit');
  });

  it('converts vitamin A: mcg RAE as is, retinol IU × 0.3, beta-carotene not counted', () => {
    expect(amountInLimitUnit('vitamin-a', row('Vitamin A', 10000, 'IU'))).toBeCloseTo(3000);
    const palmitate = row('Vitamin A', 2000, 'mcg RAE', { form: 'as retinyl palmitate' });
    const carotene = row('Vitamin A', 2000, 'mcg RAE', { form: 'as beta-carotene' });
    const mixed = row('Vitamin A', 2000, 'mcg RAE', { form: 'as beta-carotene and retinyl acetate' });
    expect(
      checkStack([product('a', 'A', [palmitate]), product('b', 'B', [carotene])]).map((f) => f.kind),
    ).toEqual(['duplicate']);
    const finding = first(checkStack([product('a', 'A', [palmitate]), product('b', 'B', [mixed])]));
    expect(finding.kind).toBe('upper-limit');
    expect(finding.message).toContain('4,000 mcg of preformed vitamin A (retinol) a day');
  });

  it('converts folate: mcg DFE / 1.7 as folic acid', () => {
    expect(amountInLimitUnit('folate', row('Folate', 1700, 'mcg DFE'))).toBe(1000);
    expect(amountInLimitUnit('folate', row('Folate', 680, 'mcg DFE'))).toBe(400);
    expect(checkStack([product('f', 'F', [row('Folate', 1700, 'mcg DFE')])])).toEqual([]);
    const finding = first(
      checkStack([
        product('prenatal', 'Prenatal', [row('Folate', 1000, 'mcg DFE', { form: 'as L-5-MTHF' })]),
        product('b', 'B Complex', [row('Folic Acid', 500, 'mcg')]),
      ]),
    );
    expect(finding.kind).toBe('upper-limit');
    expect(finding.message).toContain('1,088.2 mcg of folate, counted as folic acid, a day');
    expect(finding.message).toContain('the 1,000 mcg upper limit for adults, from supplements');
  });

  it('converts mass units: 0.5 g of vitamin C is 500 mg, 2,500 mcg of zinc is 2.5 mg', () => {
    expect(amountInLimitUnit('vitamin-c', row('Vitamin C', 0.5, 'g'))).toBe(500);
    expect(amountInLimitUnit('zinc', row('Zinc', 2500, 'mcg'))).toBe(2.5);
    expect(amountInLimitUnit('selenium', row('Selenium', 0.2, 'mg'))).toBe(200);
    expect(amountInLimitUnit('vitamin-d', row('Vitamin D', 1, 'mg NE'))).toBeNull();
    expect(amountInLimitUnit('zinc', row('Zinc', 10, 'IU'))).toBeNull();
  });

  it('multiplies by servings a day: 60 mcg twice a day is 120 mcg', () => {
    const twice = product('d', 'D 2400', [row('Vitamin D3', 60, 'mcg')], { servingsPerDay: 2 });
    const finding = first(checkStack([twice]));
    expect(finding.message).toBe(
      'D 2400 gives 120 mcg of vitamin D a day, above the 100 mcg upper limit for adults. Talk to your healthcare provider before taking it.',
    );
    expect(checkStack([{ ...twice, servingsPerDay: 1 }])).toEqual([]);
    expect(checkStack([{ ...twice, servingsPerDay: undefined }])).toEqual([]);
  });

  it('says an amount whose unit does not convert could not be added up', () => {
    const findings = checkStack([product('d-oil', 'D Oil', [row('Vitamin D3', 1, 'tsp')])]);
    expect(findings).toEqual([
      {
        kind: 'unreadable',
        severity: 'info',
        message:
          "We could not add up the vitamin D in D Oil: its unit 'tsp' is not one we can convert. Ask your healthcare provider to check its label with you.",
        source: { label: 'D Oil', url: '/products/d-oil' },
        handles: ['d-oil'],
        nutrient: 'vitamin D',
      },
    ]);
  });
});
