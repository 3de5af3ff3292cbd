import { describe, expect, it } from 'vitest';
import type { SupplementFacts } from '../../src/domain/supplement-facts';
import { bundleProducts, factsOfProduct } from './catalogue-facts';
import { productRows } from './catalogue-products';
import { dailyValueNutrient, dailyValues } from './daily-values';

function factsOf(title: string): SupplementFacts {
  const product = productRows.find((row) => row.title === title);
  const facts = product && factsOfProduct(product.number);
  if (!facts) throw new Error(`No facts for ${title}`);
  return facts;
}

const allFacts = productRows.map((product) => ({ product, facts: factsOfProduct(product.number)! }));

/** The words of a disease claim; a label may only say what a supplement supports. */
const diseaseClaim = /\b(cures?|treats?|prevents?|heals?|diagnoses|diagnose)\b/i;

const singular = { capsules: 'capsule', softgels: 'softgel', tablets: 'tablet', gummies: 'gummy' } as const;

describe('mock Supplement Facts', () => {
  it('has a panel for every one of the 74 products', () => {
    expect(productRows.map((product) => product.number)).toEqual(Array.from({ length: 74 }, (_, i) => i + 1));
    for (const { product, facts } of allFacts) expect(facts, product.title).toBeDefined();
    expect(factsOfProduct(75)).toBeUndefined();
  });

  it('gives every row a positive amount, a unit, and the % Daily Value of the FDA table or †', () => {
    for (const { product, facts } of allFacts) {
      for (const row of facts.rows) {
        const where = `${product.title}: ${row.name}`;
        expect(row.amount, where).toBeGreaterThan(0);
        expect(Number.isFinite(row.amount), where).toBe(true);
        expect(row.unit, where).not.toBe('');
        const nutrient = dailyValueNutrient(row.name);
        if (nutrient) {
          const dailyValue = dailyValues[nutrient];
          expect(row.unit, where).toBe(dailyValue.unit);
          expect(row.dailyValue, where).toBe(Math.max(1, Math.round((row.amount / dailyValue.amount) * 100)));
        } else {
          expect(row.dailyValue, where).toBeNull();
        }
      }
    }
  });

  it('counts servings per container from the bottle: servings × units per serving = count', () => {
    for (const { product, facts } of allFacts) {
      if (product.form === 'bundle' || product.form === 'powder') continue;
      const [, units, unit] = /^(\d+) (\w+)/.exec(facts.servingSize) ?? [];
      const bottle = Number(/^(\d+) /.exec(product.count)?.[1]);
      expect([singular[product.form], product.form], product.title).toContain(unit);
      expect(facts.servingsPerContainer * Number(units), product.title).toBe(bottle);
    }
  });

  it('gives powders a scoop and the servings the bottle states', () => {
    for (const { product, facts } of allFacts.filter(({ product }) => product.form === 'powder')) {
      expect(facts.servingSize, product.title).toMatch(/^1 scoop \(\d+ g\)$/);
      expect(`${facts.servingsPerContainer} servings`, product.title).toBe(product.count);
    }
  });

  it('shows 125 mcg (5,000 IU) of vitamin D3 at 625 % and K2 as MK-7', () => {
    const facts = factsOf('Vitamin D3 + K2');
    expect(facts.rows[0]).toMatchObject({
      name: 'Vitamin D3',
      amount: 125,
      unit: 'mcg',
      amountNote: '5,000 IU',
      form: 'as cholecalciferol',
      dailyValue: 625,
    });
    expect(facts.rows[1]).toMatchObject({ name: 'Vitamin K2', unit: 'mcg', dailyValue: 83 });
    expect(facts.rows[1]?.form).toContain('MK-7');
    expect(facts.servingSize).toBe('1 softgel');
  });

  it("lists the probiotic's 12 strains, 40 billion CFU in all", () => {
    const strains = factsOf('Probiotic 40 Billion CFU').rows.filter((row) => row.unit === 'billion CFU');
    expect(strains).toHaveLength(12);
    expect(strains.reduce((sum, row) => sum + row.amount, 0)).toBe(40);
  });

  it('lists calories, total fat and EPA + DHA for the fish oil', () => {
    const rows = factsOf('Triple-Strength Omega-3 Fish Oil').rows;
    expect(rows.map((row) => row.name).slice(0, 2)).toEqual(['Calories', 'Total Fat']);
    const epaDha = rows.filter((row) => /^(EPA|DHA) /.test(row.name));
    expect(epaDha.every((row) => row.indent)).toBe(true);
    expect(epaDha.reduce((sum, row) => sum + row.amount, 0)).toBe(1200);
    expect(factsOf('Triple-Strength Omega-3 Fish Oil').allergens).toBe(
      'Contains: fish (anchovy, sardine, mackerel).',
    );
  });

  it('lists calories and sugars for gummies', () => {
    for (const { product, facts } of allFacts.filter(({ product }) => product.form === 'gummies')) {
      const names = facts.rows.map((row) => row.name);
      expect(names, product.title).toEqual(
        expect.arrayContaining(['Calories', 'Total Carbohydrate', 'Total Sugars', 'Added Sugars']),
      );
    }
  });

  it('shows a bundle as one panel of its products combined', () => {
    for (const { product, facts } of allFacts.filter(({ product }) => product.form === 'bundle')) {
      expect(facts.servingSize, product.title).toMatch(/^1 daily serving of each product \(.+\)$/);
      expect(facts.servingsPerContainer, product.title).toBe(30);
      const parts = bundleProducts[product.number]!.map((number) => factsOfProduct(number)!);
      const names = new Set(facts.rows.map((row) => row.name));
      for (const part of parts) for (const row of part.rows) expect(names, product.title).toContain(row.name);
    }
    const womens = factsOf("Women's Wellness Bundle").rows.find((row) => row.name === 'Iron');
    expect(womens).toMatchObject({ amount: 18 + 25, dailyValue: 239 });
    expect(factsOf('Heart Health Bundle').allergens).toContain('fish');
  });

  it('makes no disease claims', () => {
    for (const { product, facts } of allFacts) {
      const texts = [
        facts.servingSize,
        facts.suggestedUse,
        facts.warnings,
        facts.allergens,
        facts.otherIngredients,
        ...facts.rows.flatMap((row) => [row.name, row.form, row.amountNote]),
        ...facts.blends.flatMap((blend) => [blend.name, ...blend.ingredients]),
      ];
      for (const text of texts) expect(text ?? '', product.title).not.toMatch(diseaseClaim);
    }
  });

  it('gives every product directions and warnings, and iron products the accidental-overdose warning', () => {
    const overdose =
      'WARNING: Accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6.';
    for (const { product, facts } of allFacts) {
      expect(facts.suggestedUse, product.title).toMatch(/^Adults: /);
      expect(facts.warnings, product.title).toContain('Keep out of reach of children.');
      const hasIron = facts.rows.some((row) => row.name === 'Iron');
      expect(facts.warnings?.includes(overdose), product.title).toBe(hasIron);
    }
    expect(factsOf('Gentle Iron with Vitamin C').warnings).toMatch(/^WARNING: Accidental overdose/);
  });
});
