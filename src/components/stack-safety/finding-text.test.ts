import { describe, expect, it } from 'vitest';
import { countText, findingHeadline } from './finding-text';

describe('how a finding is named in short', () => {
  it.each([
    [[], ''],
    [['caution'], '1 caution'],
    [['info', 'info'], '2 notes'],
    [['caution', 'warning'], '1 warning and 1 caution'],
    [['info', 'caution', 'warning', 'caution'], '1 warning, 2 cautions and 1 note'],
  ] as const)('counts %j as "%s"', (severities, text) => {
    expect(countText(severities.map((severity) => ({ severity })))).toBe(text);
  });

  it.each([
    [{ kind: 'upper-limit', nutrient: 'vitamin D' }, 'Vitamin D above its upper limit'],
    [{ kind: 'duplicate', nutrient: 'vitamin D' }, 'Vitamin D in more than one product'],
    [{ kind: 'duplicate', nutrient: 'Elderberry' }, 'Elderberry in more than one product'],
    [{ kind: 'interaction', nutrient: 'Potassium' }, 'Potassium and your medications'],
    [{ kind: 'unreadable', nutrient: 'vitamin A' }, 'Vitamin A could not be added up'],
    [{ kind: 'unreadable' }, 'Supplement Facts could not be checked'],
  ] as const)('names %j "%s"', (finding, headline) => {
    expect(findingHeadline(finding)).toBe(headline);
  });
});
