import { describe, expect, it } from 'vitest';
import { checkStack } from './check-stack';
import { namesIngredient } from './medication-interactions';
import { first, ofKind, product, rule, row } from './test-stacks';

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
