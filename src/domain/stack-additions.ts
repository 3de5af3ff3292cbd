/**
 * Adding several products at once ("Add all to cart") without breaking the stack check: each goes
 * in only when the shopper's stack (the cart's products and those added before it) stays within
 * every daily upper limit, or when it brings no nutrient that is over one.
 */
import { checkStack } from './stack-safety/check-stack';
import type { Finding, StackItem } from './stack-safety/findings';

export interface StackAdditions<Item extends StackItem> {
  /** The products that go in, in the order given. */
  added: Item[];
  /** The products left out, each with the upper-limit findings it would cause or add to. */
  leftOut: { item: Item; findings: Finding[] }[];
}

/**
 * Which of `additions` can join `stack`, one after another in order. A product already in the stack
 * (a second bottle) changes nothing and goes in; any other is left out when, taken with the stack
 * and the products added before it, a nutrient it contains would be over its daily upper limit.
 */
export function addWithinUpperLimits<Item extends StackItem>(
  stack: readonly StackItem[],
  additions: readonly Item[],
): StackAdditions<Item> {
  const taken: StackItem[] = [...stack];
  const result: StackAdditions<Item> = { added: [], leftOut: [] };
  for (const item of additions) {
    const alreadyTaken = taken.some((other) => other.handle === item.handle);
    const findings = alreadyTaken
      ? []
      : checkStack([...taken, item]).filter(
          (finding) => finding.kind === 'upper-limit' && finding.handles.includes(item.handle),
        );
    if (findings.length > 0) {
      result.leftOut.push({ item, findings });
      continue;
    }
    result.added.push(item);
    if (!alreadyTaken) taken.push(item);
  }
  return result;
}
