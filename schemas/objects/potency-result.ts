import { defineField, defineType } from 'sanity';
import { checkWith, textLine } from '../fields';
import {
  formatAmount,
  formatPercent,
  percentOfClaim,
  potencyProblem,
  potencyUnits,
} from '../../src/domain/lab-report';

/** One ingredient's potency: the label claim per daily serving and what the laboratory measured. */
export const potencyResult = defineType({
  name: 'potencyResult',
  title: 'Potency result',
  type: 'object',
  fields: [
    textLine({
      name: 'ingredient',
      title: 'Ingredient',
      description: 'As on the Supplement Facts panel, e.g. Vitamin D3 (as cholecalciferol).',
      max: 80,
    }),
    defineField({
      name: 'claim',
      title: 'Label claim',
      description: 'The amount per daily serving printed on the label.',
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .custom(checkWith((claim: number) => (claim > 0 ? undefined : 'The label claim must be above 0.'))),
    }),
    defineField({
      name: 'unit',
      title: 'Unit',
      description: 'The unit of both amounts.',
      type: 'string',
      options: { list: [...potencyUnits] },
      validation: (rule) => rule.required().error('Choose the unit the label states the amount in.'),
    }),
    defineField({
      name: 'measured',
      title: 'Measured',
      description:
        'What the laboratory found per daily serving, in the same unit. The store shows it as % of the label claim.',
      type: 'number',
      validation: (rule) =>
        rule.required().custom((measured: number | undefined, context) => {
          if (measured === undefined || measured === null) return true;
          const claim = (context.parent as { claim?: number } | undefined)?.claim;
          return potencyProblem(claim, measured) ?? true;
        }),
    }),
  ],
  preview: {
    select: { ingredient: 'ingredient', claim: 'claim', unit: 'unit', measured: 'measured' },
    prepare: ({
      ingredient,
      claim,
      unit,
      measured,
    }: {
      ingredient?: string;
      claim?: number;
      unit?: string;
      measured?: number;
    }) => ({
      title: ingredient ?? 'Ingredient',
      subtitle:
        claim && measured !== undefined
          ? `${formatAmount(measured)} of ${formatAmount(claim)} ${unit ?? ''} (${formatPercent(percentOfClaim(claim, measured))})`
          : 'No amounts yet',
    }),
  },
});
