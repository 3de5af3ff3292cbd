import { defineField, defineType } from 'sanity';
import { textLine } from '../fields';

const results = [
  { title: 'Pass', value: 'pass' },
  { title: 'Fail', value: 'fail' },
];

/** One microbiological test of the lot and its verdict against the specification. */
export const microbiologyResult = defineType({
  name: 'microbiologyResult',
  title: 'Microbiology result',
  type: 'object',
  fields: [
    textLine({ name: 'test', title: 'Test', description: 'e.g. Salmonella, Total yeast and mold', max: 80 }),
    defineField({
      name: 'result',
      title: 'Result',
      type: 'string',
      options: { list: results, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose Pass or Fail.'),
    }),
    textLine({
      name: 'detail',
      title: 'Result as stated',
      description: 'Optional, as on the certificate, e.g. < 10 CFU/g or Absent in 10 g.',
      max: 60,
      optional: true,
    }),
  ],
  preview: {
    select: { test: 'test', result: 'result', detail: 'detail' },
    prepare: ({ test, result, detail }: { test?: string; result?: string; detail?: string }) => ({
      title: test ?? 'Test',
      subtitle: [result === 'fail' ? 'Fail' : result === 'pass' ? 'Pass' : undefined, detail]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
