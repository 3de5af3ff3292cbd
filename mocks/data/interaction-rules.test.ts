/**
 * The seed's interaction rules, read the way the store reads them (the real GROQ through the query
 * options, answered by the mock Content Lake).
 */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { interactionMessageProblem } from '../../src/domain/interaction-rules';
import { medicationClasses, type InteractionRule } from '../../src/domain/medications';
import { interactionRulesQueryOptions } from '../../src/lib/sanity/queries/interaction-rules';
import seed from './content.ndjson?raw';

const seeded = seed
  .split('\n')
  .filter((line) => line.includes('"_type":"interactionRule"'))
  .map((line) => JSON.parse(line) as InteractionRule & { _id: string });

/** Each read starts from an empty cache, as a shopper's first visit does. */
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The authorities a rule may cite. */
const AUTHORITIES =
  /^https:\/\/(ods\.od\.nih\.gov\/factsheets\/|medlineplus\.gov\/druginfo\/natural\/|www\.nccih\.nih\.gov\/health\/)/;

describe('interaction rules seed', () => {
  it('covers the pairs the quiz asks about, each class at least once', () => {
    const pairs = seeded.map((rule) => `${rule.ingredient} × ${rule.medicationClass}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'Vitamin K × blood-thinners',
        'Fish Oil × blood-thinners',
        'Turmeric × blood-thinners',
        'Ginkgo × blood-thinners',
        'Potassium × blood-pressure',
        'Berberine × diabetes',
        'Chromium × diabetes',
        'Cinnamon × diabetes',
        'Calcium × thyroid',
        'Iron × thyroid',
        'Biotin × thyroid',
        'St. John’s Wort × antidepressants',
        '5-HTP × antidepressants',
        'Red Yeast Rice × statins',
      ]),
    );
    expect(new Set(pairs.map((pair) => pair.toLowerCase())).size).toBe(pairs.length);
    expect(new Set(seeded.map((rule) => rule.medicationClass))).toEqual(new Set(medicationClasses));
  });

  it('cites NIH ODS, MedlinePlus or NCCIH, and never advises a dose or diagnoses', () => {
    for (const rule of seeded) {
      expect(rule.sourceUrl, rule._id).toMatch(AUTHORITIES);
      expect(interactionMessageProblem(rule.message), rule._id).toBeUndefined();
    }
  });
});

describe('interaction rules as the store reads them', () => {
  it('answers every seed rule, as the domain type, by ingredient', async () => {
    const rules = await client().fetchQuery(interactionRulesQueryOptions);
    expect(rules).toHaveLength(seeded.length);
    expect(rules).toEqual(
      expect.arrayContaining(
        seeded.map(({ ingredient, medicationClass, severity, message, sourceUrl }) => ({
          ingredient,
          medicationClass,
          severity,
          message,
          sourceUrl,
        })),
      ),
    );
    for (const rule of rules) {
      expect(Object.keys(rule).sort()).toEqual([
        'ingredient',
        'medicationClass',
        'message',
        'severity',
        'sourceUrl',
      ]);
    }
    const ingredients = rules.map((rule) => rule.ingredient.toLowerCase());
    expect(ingredients).toEqual([...ingredients].sort());
    expect(rules.find((rule) => rule.ingredient === 'Vitamin K')).toEqual({
      ingredient: 'Vitamin K',
      medicationClass: 'blood-thinners',
      severity: 'warning',
      message:
        'Vitamin K can change how warfarin and other blood thinners work. Talk to your healthcare provider before taking it with a blood thinner.',
      sourceUrl: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    });
  });
});
