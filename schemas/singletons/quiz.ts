import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkWith, noDiseaseClaim, paragraph, textLine } from '../fields';
import { duplicatesOf } from '../rules';

/** Answers in one list must differ, or two choices would mean the same thing. */
function distinct(field: 'value' | 'category') {
  return (items: Record<string, unknown>[] | undefined) => {
    const repeated = duplicatesOf((items ?? []).map((item) => String(item[field] ?? '')).filter(Boolean));
    return repeated.length === 0 ? true : `Listed twice: ${repeated.join(', ')}.`;
  };
}

function answerList(name: string, title: string, type: string, key: 'value' | 'category' = 'value') {
  return defineField({
    name,
    title,
    type: 'array',
    group: key === 'category' ? 'products' : 'answers',
    of: [defineArrayMember({ type })],
    validation: (rule) => rule.required().min(1).custom(distinct(key)),
  });
}

/**
 * A line of the results that names answers left without a product: it must keep its placeholders,
 * or the shopper would not learn which answers it means.
 */
function templateLine(name: string, title: string, placeholders: readonly string[]) {
  const missing = (template: string) => {
    const lost = placeholders.filter((placeholder) => !template.includes(`{${placeholder}}`));
    return lost.length > 0 ? `Keep ${lost.map((p) => `{${p}}`).join(' and ')} in the text.` : undefined;
  };
  return defineField({
    name,
    title,
    type: 'text',
    rows: 2,
    validation: (rule) => [
      rule.required().min(1).max(240).custom(checkWith(missing)),
      rule.custom(noDiseaseClaim).warning(),
    ],
  });
}

/** The wellness quiz: its four steps, the answers, and which products each answer leads to. */
export const quiz = defineType({
  name: 'quiz',
  title: 'Wellness quiz',
  type: 'document',
  groups: [
    { name: 'answers', title: 'Steps & answers', default: true },
    { name: 'products', title: 'Recommendations' },
  ],
  fields: [
    textLine({ name: 'title', title: 'Dialog title', max: 80, group: 'answers' }),
    defineField({
      name: 'steps',
      title: 'Step questions',
      type: 'object',
      group: 'answers',
      fields: [
        textLine({ name: 'ageGroup', title: 'Step 1: age group', max: 120 }),
        textLine({ name: 'gender', title: 'Step 2: gender', max: 120 }),
        textLine({ name: 'concerns', title: 'Step 3: health concerns', max: 120 }),
        textLine({ name: 'symptoms', title: 'Step 4: symptoms', max: 120 }),
        textLine({
          name: 'medications',
          title: 'Step 4, optional: medications',
          description:
            'Asked on step 4 below the symptoms when the shopper opens it ("Add your medications to check ' +
            'your stack"), with the medication classes of the interaction rules, "None" and "Prefer not to ' +
            'say". Empty: "Do you take any of these medications?"',
          max: 120,
          optional: true,
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    answerList('ageGroups', 'Age groups', 'quizAgeGroup'),
    answerList('genders', 'Genders', 'quizGender'),
    answerList('concerns', 'Health concerns', 'quizConcern'),
    answerList('symptoms', 'Symptoms', 'quizSymptom'),
    answerList('categories', 'Product categories', 'quizProductCategory', 'category'),
    defineField({
      name: 'maxRecommendations',
      title: 'Most products recommended',
      type: 'number',
      group: 'products',
      initialValue: 4,
      validation: (rule) => rule.required().integer().min(1).max(12),
    }),
    textLine({ name: 'resultTitle', title: 'Results title', max: 100, group: 'products', claims: true }),
    paragraph({
      name: 'resultSubtitle',
      title: 'Results subtitle',
      max: 240,
      group: 'products',
      claims: true,
    }),
    paragraph({
      name: 'fallbackText',
      title: 'Text when nothing matches',
      max: 300,
      group: 'products',
      claims: true,
    }),
    defineField({
      name: 'leftOut',
      title: 'Answers without a product',
      description:
        'Every health concern and symptom the shopper gave either has a product in the results or is ' +
        'named with one of these lines. {answers} is replaced by the answers ("Joint & Bone and ' +
        'Energy & Vitality"), {count} by the most products recommended; the links to each answer’s ' +
        'condition follow the line.',
      type: 'object',
      group: 'products',
      fields: [
        templateLine('mostShown', 'When the list is full', ['answers', 'count']),
        templateLine('overUpperLimit', 'When its products would go over an upper limit with the others', [
          'answers',
        ]),
        templateLine('noProducts', 'When its category has no products', ['answers']),
        templateLine('retake', 'When a retake would find products (a result from before a change)', [
          'answers',
        ]),
      ],
      validation: (rule) => rule.required(),
    }),
    textLine({
      name: 'fallbackButtonLabel',
      title: 'Button when nothing matches',
      max: 40,
      group: 'products',
    }),
  ],
  preview: { prepare: () => ({ title: 'Wellness quiz' }) },
});
