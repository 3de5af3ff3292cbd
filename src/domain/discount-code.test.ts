import { describe, expect, it } from 'vitest';
import { discountCodeProblem } from './discount-code';

const tooLong = 'Discount codes are at most 255 characters. Please check the code you entered.';

describe('discountCodeProblem', () => {
  it.each<[string, string, string | undefined]>([
    ['a code', 'WELCOME10', undefined],
    ['a code with spaces around it', '  WELCOME10 ', undefined],
    ['a code of 255 characters', 'A'.repeat(255), undefined],
    ['255 characters and spaces around them', ` ${'A'.repeat(255)} `, undefined],
    ['nothing', '', 'Enter a discount code.'],
    ['only spaces', '   ', 'Enter a discount code.'],
    ['256 characters', 'A'.repeat(256), tooLong],
    ['10,000 characters', 'A'.repeat(10_000), tooLong],
  ])('%s', (_case, code, problem) => {
    expect(discountCodeProblem(code)).toBe(problem);
  });
});
