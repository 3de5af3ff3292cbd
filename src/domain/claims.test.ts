import { describe, expect, it } from 'vitest';
import { diseaseClaimMessage, diseaseClaimProblem, findDiseaseClaims } from './claims';

describe('findDiseaseClaims', () => {
  it.each<[string, string[]]>([
    ['Cures diabetes in 30 days.', ['cures']],
    ['A natural cure for arthritis', ['cure']],
    ['Customers say it cured their gout; curing takes weeks.', ['cured', 'curing']],
    ['Treats high blood pressure', ['treats']],
    ['Used in the treatment of arthritis', ['treatment']],
    ['Helps prevent heart disease', ['prevent']],
    ['Cancer prevention in every capsule', ['prevention']],
    ['Heals leaky gut and supports healing of ulcers', ['heals', 'healing']],
    ['Diagnoses vitamin deficiencies at home', ['diagnoses']],
    ['Reverses type 2 diabetes', ['reverses']],
    ['Eliminates candida', ['eliminates']],
    ['A herbal remedy for colds', ['remedy']],
    ['Fights disease naturally', ['fights disease']],
    ['Helps your body fight off infections', ['fight off infections']],
    ['A powerful anti-cancer formula', ['anti-cancer']],
    ['Antiviral elderberry', ['antiviral']],
    ['CURES and TREATS and cures again', ['cures', 'treats']],
    ['It is not just a vitamin, it cures colds', ['cures']],
  ])('flags %j', (text, expected) => {
    expect(findDiseaseClaims(text)).toEqual(expected);
  });

  it.each([
    // The structure/function language of the seed's products and conditions.
    'Supports healthy blood sugar levels',
    'Nutrients that support healthy glucose metabolism, alongside the meals and movement that matter most.',
    "Vitamin C, vitamin D, zinc and elderberry to support your body's natural defenses.",
    'Supports relief from occasional hot flashes',
    'Protect skin cells from everyday oxidative stress.',
    // "health", "healthy", "healthcare" are not "heal".
    'Healthy habits for heart health; ask your healthcare provider.',
    // People diagnosed, not a product that diagnoses.
    'African Americans are 60% more likely to be diagnosed with diabetes.',
    'After my prediabetes diagnosis, my doctor and I made a plan.',
    // A treat for people.
    'Treat yourself to a calm evening.',
    'We treat you like family.',
    'A tasty treat the whole family enjoys, and sweet treats without sugar.',
    // The agency's name.
    'Screening guidance from the Centers for Disease Control and Prevention (CDC).',
    // Denials, the FDA's statement among them.
    'These products are not intended to diagnose, treat, cure, or prevent any disease.',
    'Our supplements support your health; they do not cure disease, and we will never say otherwise.',
    "It doesn't treat anything, and no supplement replaces food.",
    // Words that only contain a flagged one.
    'Securely packed, curated by our nutritionists, with a treaty-free curtain.',
  ])('passes %j', (text) => {
    expect(findDiseaseClaims(text)).toEqual([]);
  });

  it('still flags a claim later in a sentence that denied something else', () => {
    expect(findDiseaseClaims('Not a quick fix, but it prevents strokes.')).toEqual(['prevents']);
    expect(findDiseaseClaims('This is not a drug. It cures colds.')).toEqual(['cures']);
  });
});

describe("the editor's warning", () => {
  it('names each word found and says what to write instead', () => {
    const message = diseaseClaimMessage(['cures', 'prevents']);
    expect(message).toContain('"cures", "prevents"');
    expect(message).toContain('supports healthy blood sugar levels');
    expect(message).toContain('21 CFR 101.93');
  });

  it('is given for a disease claim only', () => {
    expect(diseaseClaimProblem('Cures diabetes')).toBe(diseaseClaimMessage(['cures']));
    expect(diseaseClaimProblem('Supports healthy blood sugar levels')).toBeUndefined();
  });
});
