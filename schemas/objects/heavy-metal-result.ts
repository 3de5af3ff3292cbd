import { defineField, defineType } from 'sanity';
import { metalLimitSources } from '../../src/domain/lab-report';

/** One heavy metal: what a daily serving holds, against the limit the store publishes for it. */
export const heavyMetalResult = defineType({
  name: 'heavyMetalResult',
  title: 'Heavy metal result',
  type: 'object',
  options: { columns: 3 },
  fields: [
    defineField({
      name: 'measured',
      title: 'Measured (mcg per daily serving)',
      description: 'Enter 0 when the laboratory found none above its quantitation limit.',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Enter the measured amount (0 when none was found).'),
        rule.min(0).error('A measured amount cannot be negative; enter 0 when none was found.'),
        rule
          .custom((measured: number | undefined, context) => {
            const limit = (context.parent as { limit?: number } | undefined)?.limit;
            return measured === undefined || limit === undefined || measured <= limit
              ? true
              : 'Above the limit the store publishes: this lot must not be sold. Publish only with the quality team’s sign-off.';
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'limit',
      title: 'Limit (mcg per daily serving)',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Enter the limit the store publishes for this metal.'),
        rule.greaterThan(0).error('The limit must be above 0.'),
      ],
    }),
    defineField({
      name: 'limitSource',
      title: 'Source of the limit',
      type: 'string',
      options: { list: [...metalLimitSources] },
      validation: (rule) => rule.required().error('Choose where the limit comes from.'),
    }),
  ],
});
