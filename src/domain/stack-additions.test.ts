import { describe, expect, it } from 'vitest';
import { addWithinUpperLimits } from './stack-additions';
import type { StackItem } from './stack-safety/findings';

/** A product whose label gives `mg` of each nutrient a day (zinc's upper limit is 40 mg, niacin's 35 mg). */
function product(handle: string, mg: Record<string, number> = {}): StackItem {
  return {
    handle,
    title: handle,
    facts: {
      servingSize: '1 tablet',
      servingsPerContainer: 30,
      rows: Object.entries(mg).map(([name, amount]) => ({
        name,
        form: null,
        amount,
        unit: 'mg',
        amountNote: null,
        dailyValue: null,
        indent: false,
      })),
      blends: [],
      otherIngredients: null,
      allergens: null,
      suggestedUse: null,
      warnings: null,
    },
  };
}

const zinc30 = product('zinc-30', { Zinc: 30 });
const zinc15 = product('zinc-15', { Zinc: 15 });
const niacin20 = product('niacin-20', { Niacin: 20 });
const niacin20b = product('niacin-20-b', { Niacin: 20 });
const niacin40 = product('niacin-40', { Niacin: 40 });
const plain = product('plain');

describe('addWithinUpperLimits ("Add all to cart")', () => {
  it.each<[string, StackItem[], StackItem[], string[], string[]]>([
    [
      'an empty cart takes a set within every limit',
      [],
      [zinc15, niacin20, plain],
      ['zinc-15', 'niacin-20', 'plain'],
      [],
    ],
    ['a product over a limit with the cart is left out', [zinc30], [zinc15, plain], ['plain'], ['zinc-15']],
    [
      'in order: the first goes in, the one it would go over the limit with stays out',
      [],
      [niacin20, niacin20b, plain],
      ['niacin-20', 'plain'],
      ['niacin-20-b'],
    ],
    ['a product over a limit on its own is left out', [], [niacin40, plain], ['plain'], ['niacin-40']],
    [
      'a cart already over a limit: what adds to it stays out, the rest goes in',
      [niacin40],
      [niacin20, zinc15],
      ['zinc-15'],
      ['niacin-20'],
    ],
    [
      'a second bottle of what is in the cart changes nothing',
      [niacin20],
      [niacin20, plain],
      ['niacin-20', 'plain'],
      [],
    ],
    [
      'a product without a label cannot be added up: it goes in',
      [zinc30],
      [{ ...zinc15, facts: null }],
      ['zinc-15'],
      [],
    ],
  ])('%s', (_label, cart, additions, added, leftOut) => {
    const result = addWithinUpperLimits(cart, additions);
    expect(result.added.map((item) => item.handle)).toEqual(added);
    expect(result.leftOut.map(({ item }) => item.handle)).toEqual(leftOut);
  });

  it("says why, in the stack check's own words", () => {
    const [leftOut] = addWithinUpperLimits([zinc30], [zinc15]).leftOut;
    expect(leftOut?.findings.map((finding) => finding.message)).toEqual([
      'Together, zinc-30 and zinc-15 give 45 mg of zinc a day, above the 40 mg upper limit for adults. Talk to your healthcare provider before taking them together.',
    ]);
  });
});
