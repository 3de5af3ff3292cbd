import { describe, expect, it } from 'vitest';
import { catalogueFacts } from '../../mocks/data/catalogue-facts';
import { productRows } from '../../mocks/data/catalogue-products';
import { medicationClasses, type InteractionRule } from './medications';
import {
  amountInLimitUnit,
  checkStack,
  findingsFor,
  namesIngredient,
  nutrientOf,
  upperLimits,
  worstSeverity,
  type Finding,
  type LimitedNutrient,
  type StackItem,
} from './stack-safety';
import type { ProprietaryBlend, SupplementFactsRow } from './supplement-facts';

function row(
  name: string,
  amount: number,
  unit: string,
  { form = null, note = null }: { form?: string | null; note?: string | null } = {},
): SupplementFactsRow {
  return { name, form, amount, unit, amountNote: note, dailyValue: null, indent: false };
}

function product(
  handle: string,
  title: string,
  rows: SupplementFactsRow[],
  { servingsPerDay, blends = [] }: { servingsPerDay?: number; blends?: ProprietaryBlend[] } = {},
): StackItem {
  return {
    handle,
    title,
    servingsPerDay,
    facts: {
      servingSize: '1 capsule',
      servingsPerContainer: 60,
      rows,
      blends,
      otherIngredients: null,
      allergens: null,
      suggestedUse: null,
      warnings: null,
    },
  };
}

/** The first finding, failing the test when there is none. */
function first(findings: Finding[]): Finding {
  const [finding] = findings;
  if (!finding) throw new Error('expected a finding');
  return finding;
}

const ofKind = (findings: Finding[], kind: Finding['kind']) => findings.filter((f) => f.kind === kind);

const rule = (overrides: Partial<InteractionRule> = {}): InteractionRule => ({
  ingredient: 'Potassium',
  medicationClass: 'blood-pressure',
  severity: 'caution',
  message: 'Potassium can add to the effect of some blood-pressure medications on blood potassium.',
  sourceUrl: 'https://medlineplus.gov/druginfo/natural/potassium.html',
  ...overrides,
});

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

  it('says a product without published facts cannot be checked', () => {
    const findings = checkStack([{ handle: 'new-tonic', title: 'New Tonic', facts: null }]);
    expect(findings).toEqual([
      {
        kind: 'unreadable',
        severity: 'info',
        message:
          'We cannot check New Tonic: its Supplement Facts are not published yet. Ask your healthcare provider to look at its label with you.',
        source: { label: 'New Tonic', url: '/products/new-tonic' },
        handles: ['new-tonic'],
      },
    ]);
  });
});

describe('nutrientOf', () => {
  it.each<[string, string | null]>([
    ['Vitamin D3', 'vitamin-d'],
    ['Vitamin D2', 'vitamin-d'],
    ['Vitamin D (as cholecalciferol)', 'vitamin-d'],
    ['Folate', 'folate'],
    ['Folic Acid', 'folate'],
    ['Vitamin A', 'vitamin-a'],
    ['Retinyl Palmitate', 'vitamin-a'],
    ['Vitamin K1', 'vitamin-k'],
    ['Vitamin K2', 'vitamin-k'],
    ['Vitamin B6', 'vitamin-b6'],
    ['Vitamin B12', 'vitamin-b12'],
    ['Niacin', 'niacin'],
    ['Iron', 'iron'],
    ['Beta-Carotene', null],
    ['Turmeric (Curcuma longa)', null],
  ])('%s → %s', (name, nutrient) => {
    expect(nutrientOf({ name })).toBe(nutrient);
  });
});

describe('checkStack: duplicates', () => {
  it('names an ingredient in two products, with caution for fat-soluble vitamins and iron', () => {
    const findings = checkStack([
      product('a', 'Turmeric Plus', [row('Turmeric (Curcuma longa)', 500, 'mg'), row('Iron', 10, 'mg')]),
      product('b', 'Liver Support', [
        row('Organic Turmeric (Curcuma longa)', 200, 'mg'),
        row('Iron', 5, 'mg'),
      ]),
    ]);
    expect(findings.map((f) => [f.severity, f.kind, f.nutrient])).toEqual([
      ['caution', 'duplicate', 'iron'],
      ['info', 'duplicate', 'Turmeric'],
    ]);
    expect(first(findings.slice(1)).message).toBe(
      'Turmeric is in more than one product: Turmeric Plus and Liver Support. Talk to your healthcare provider before taking them together.',
    );
  });

  it('treats vitamin K1 and K2 as one vitamin', () => {
    const findings = checkStack([
      product('a', 'A', [row('Vitamin K1', 90, 'mcg')]),
      product('b', 'B', [row('Vitamin K2', 100, 'mcg')]),
    ]);
    expect(findings).toHaveLength(1);
    expect(first(findings)).toMatchObject({ kind: 'duplicate', severity: 'caution', nutrient: 'vitamin K' });
  });

  it('leaves out calories, fat, carbohydrate, sugars, protein and sodium', () => {
    const panel = [
      row('Calories', 15, 'kcal'),
      row('Total Fat', 1, 'g'),
      row('Total Carbohydrate', 4, 'g'),
      row('Total Sugars', 3, 'g'),
      row('Added Sugars', 3, 'g'),
      row('Protein', 2, 'g'),
      row('Sodium', 60, 'mg'),
    ];
    expect(checkStack([product('a', 'A', panel), product('b', 'B', panel)])).toEqual([]);
  });

  it('does not count one product listed twice as a duplicate', () => {
    const d = product('d', 'D', [row('Vitamin D3', 25, 'mcg')]);
    expect(checkStack([d, d])).toEqual([]);
  });
});

describe('namesIngredient', () => {
  it.each<[string, string, boolean]>([
    ['Turmeric root extract (95% curcuminoids)', 'Turmeric', true],
    ['Turmeric (Curcuma longa)', 'turmeric', true],
    ['EPA (Eicosapentaenoic Acid)', 'Fish Oil', true],
    ['Total Omega-3 Fatty Acids', 'Fish Oil', true],
    ['Vitamin K2', 'Vitamin K', true],
    ["St. John's Wort (Hypericum perforatum)", "St John's Wort", true],
    ['5-HTP (from Griffonia simplicifolia)', '5-HTP', true],
    ['Red Yeast Rice', 'red yeast rice', true],
    ['Ceylon Cinnamon (Cinnamomum verum)', 'Cinnamon', true],
    ['Ginkgo (Ginkgo biloba)', 'Ginkgo', true],
    ['Vitamin B12', 'Vitamin B', false],
    ['Ironwood bark', 'Iron', false],
    ['Calcium', 'Potassium', false],
  ])('%s names %s: %s', (name, ingredient, expected) => {
    expect(namesIngredient(name, ingredient)).toBe(expected);
  });
});

describe('checkStack: interactions', () => {
  const electrolytes = product('electrolytes', 'Electrolyte Hydration', [
    row('Sodium', 500, 'mg'),
    row('Potassium', 200, 'mg', { form: 'as potassium citrate' }),
  ]);
  const turmeric = product('turmeric', 'Turmeric with Ginger', [
    row('Turmeric (Curcuma longa)', 1200, 'mg', { form: 'root extract, standardized to 95% curcuminoids' }),
  ]);
  const blend = product('botanicals', 'Botanical Blend', [], {
    blends: [
      { name: 'Traditional Blend', amount: 300, unit: 'mg', ingredients: ['Cinnamon bark', 'Turmeric root'] },
    ],
  });
  const turmericRule = rule({
    ingredient: 'Turmeric',
    medicationClass: 'blood-thinners',
    severity: 'warning',
    message: 'Turmeric may add to the effect of blood thinners.',
    sourceUrl: 'https://www.nccih.nih.gov/health/turmeric',
  });

  it('does not repeat the pointer to a healthcare provider that the rule already gives', () => {
    const own = rule({
      message:
        'Potassium can add to the effect of some blood-pressure medications. Talk to your healthcare provider before taking them together.',
    });
    const [finding] = checkStack([electrolytes], { medications: ['blood-pressure'], rules: [own] });
    expect(finding?.message).toBe(
      'Electrolyte Hydration contains Potassium, and you listed blood-pressure medication (ACE inhibitors, ARBs) among your medications. Potassium can add to the effect of some blood-pressure medications. Talk to your healthcare provider before taking them together.',
    );
    expect(finding?.message.match(/healthcare provider/g)).toHaveLength(1);
  });

  it('applies a rule for a medication the shopper named', () => {
    const findings = checkStack([electrolytes], { medications: ['blood-pressure'], rules: [rule()] });
    expect(findings).toEqual([
      {
        kind: 'interaction',
        severity: 'caution',
        message:
          'Electrolyte Hydration contains Potassium, and you listed blood-pressure medication (ACE inhibitors, ARBs) among your medications. Potassium can add to the effect of some blood-pressure medications on blood potassium. Talk to your healthcare provider before taking it with your medication.',
        source: { label: 'MedlinePlus', url: 'https://medlineplus.gov/druginfo/natural/potassium.html' },
        handles: ['electrolytes'],
        nutrient: 'Potassium',
      },
    ]);
  });

  it('matches turmeric in rows and in blend ingredients for blood thinners', () => {
    const finding = first(
      checkStack([turmeric, blend, electrolytes], {
        medications: ['blood-thinners'],
        rules: [turmericRule, rule()],
      }),
    );
    expect(finding).toMatchObject({
      kind: 'interaction',
      severity: 'warning',
      handles: ['turmeric', 'botanicals'],
      source: { label: 'NIH NCCIH', url: 'https://www.nccih.nih.gov/health/turmeric' },
    });
    expect(finding.message).toContain('Turmeric with Ginger and Botanical Blend contain Turmeric');
    expect(
      checkStack([turmeric, blend], { medications: ['blood-thinners'], rules: [turmericRule] }),
    ).toHaveLength(1);
  });

  it('finds no interactions without medications, or with only other classes', () => {
    expect(
      ofKind(checkStack([electrolytes, turmeric], { rules: [rule(), turmericRule] }), 'interaction'),
    ).toEqual([]);
    expect(
      ofKind(
        checkStack([electrolytes, turmeric], { medications: ['thyroid'], rules: [rule(), turmericRule] }),
        'interaction',
      ),
    ).toEqual([]);
  });
});

describe('sorting, findingsFor and worstSeverity', () => {
  const items: StackItem[] = [
    { handle: 'unknown', title: 'Unknown', facts: null },
    product('lutein-a', 'Eyes A', [row('Lutein', 10, 'mg')]),
    product('d-a', 'D A', [row('Vitamin D3', 125, 'mcg'), row('Lutein', 10, 'mg')]),
    product('d-b', 'D B', [row('Vitamin D3', 50, 'mcg'), row('Potassium', 99, 'mg')]),
  ];
  const findings = checkStack(items, { medications: ['blood-pressure'], rules: [rule()] });

  it('puts warnings first, then cautions, then info, and by kind within each', () => {
    expect(findings.map((f) => [f.severity, f.kind, f.nutrient])).toEqual([
      ['warning', 'upper-limit', 'vitamin D'],
      ['caution', 'interaction', 'Potassium'],
      ['caution', 'duplicate', 'vitamin D'],
      ['info', 'duplicate', 'Lutein'],
      ['info', 'unreadable', undefined],
    ]);
  });

  it('picks the findings of one product', () => {
    expect(findingsFor('d-b', findings).map((f) => f.kind)).toEqual([
      'upper-limit',
      'interaction',
      'duplicate',
    ]);
    expect(findingsFor('unknown', findings).map((f) => f.kind)).toEqual(['unreadable']);
    expect(findingsFor('not-in-stack', findings)).toEqual([]);
  });

  it('names the worst severity', () => {
    expect(worstSeverity(findings)).toBe('warning');
    expect(worstSeverity(findingsFor('lutein-a', findings))).toBe('info');
    expect(worstSeverity(findingsFor('d-b', findings).slice(1))).toBe('caution');
    expect(worstSeverity([])).toBeNull();
  });
});

describe('checkStack over the catalogue', () => {
  const slug = (title: string) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const catalogue: StackItem[] = productRows.map((p) => ({
    handle: slug(p.title),
    title: p.title,
    facts: catalogueFacts.get(p.number) ?? null,
  }));
  const rules: InteractionRule[] = [
    ['Vitamin K', 'blood-thinners'],
    ['Fish Oil', 'blood-thinners'],
    ['Turmeric', 'blood-thinners'],
    ['Ginkgo', 'blood-thinners'],
    ['Potassium', 'blood-pressure'],
    ['Berberine', 'diabetes'],
    ['Chromium', 'diabetes'],
    ['Cinnamon', 'diabetes'],
    ['Calcium', 'thyroid'],
    ['Iron', 'thyroid'],
    ['Biotin', 'thyroid'],
    ["St. John's Wort", 'antidepressants'],
    ['5-HTP', 'antidepressants'],
    ['Red Yeast Rice', 'statins'],
  ].map(([ingredient, medicationClass]) =>
    rule({
      ingredient,
      medicationClass: medicationClass as InteractionRule['medicationClass'],
      message: `${ingredient} can change how this medication works.`,
      sourceUrl: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
    }),
  );
  const forbidden = /\b(take|takes|taken|dose|doses|dosage|dosing|reduce\w*|diagnos\w*)\b/i;

  it('has facts for every product', () => {
    expect(catalogue.length).toBeGreaterThan(70);
    expect(catalogue.every((item) => item.facts !== null)).toBe(true);
  });

  it('checks the whole catalogue as one stack without any forbidden word', () => {
    const findings = checkStack(catalogue, { medications: medicationClasses, rules });
    expect(ofKind(findings, 'unreadable')).toEqual([]);
    const kinds = new Set(findings.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['duplicate', 'interaction', 'upper-limit']);
    // The catalogue sells no St. John's wort, 5-HTP or red yeast rice.
    expect(ofKind(findings, 'interaction').map((f) => f.nutrient)).toEqual(
      rules
        .map((r) => r.ingredient)
        .filter((ingredient) => !["St. John's Wort", '5-HTP', 'Red Yeast Rice'].includes(ingredient)),
    );
    for (const finding of findings) {
      expect(finding.message).not.toMatch(forbidden);
      expect(finding.message).toMatch(/healthcare provider/);
      expect(finding.source.url).toMatch(/^(https:\/\/|\/products\/)/);
      expect(finding.handles.length).toBeGreaterThan(0);
    }
  });

  it('checks every pair of products without any forbidden word', () => {
    // Thousands of findings: one assertion over the messages that break the rule, not one per finding.
    let count = 0;
    const worded: string[] = [];
    for (const [i, first] of catalogue.entries()) {
      for (const second of catalogue.slice(i + 1)) {
        for (const { message } of checkStack([first, second], { medications: medicationClasses, rules })) {
          count += 1;
          if (forbidden.test(message)) worded.push(message);
        }
      }
    }
    expect(count).toBeGreaterThan(0);
    expect(worded).toEqual([]);
  });
});
