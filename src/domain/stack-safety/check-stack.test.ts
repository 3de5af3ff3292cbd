import { describe, expect, it } from 'vitest';
import { catalogueFacts } from '../../../mocks/data/catalogue-facts';
import { productRows } from '../../../mocks/data/catalogue-products';
import { medicationClasses, type InteractionRule } from '../medications';
import { checkStack } from './check-stack';
import { findingsFor, worstSeverity, type StackItem } from './findings';
import { ofKind, product, row, rule } from './test-stacks';

describe('checkStack: products without published facts', () => {
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
