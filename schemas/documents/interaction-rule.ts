import { defineField, defineType } from 'sanity';
import { checkWith } from '../fields';
import { interactionRuleClash } from '../unique';
import {
  findingSeverities,
  findingSeverityLabels,
  HEALTHCARE_PROVIDER,
  INTERACTION_MESSAGE_LENGTH,
  interactionMessageProblem,
  sourceUrlProblem,
} from '../../src/domain/interaction-rules';
import { isMedicationClass, medicationClasses, medicationClassLabels } from '../../src/domain/medications';

/**
 * One interaction the quality team vouches for: an active ingredient and a class of medication that
 * do not mix well, what the shopper is told and where that comes from. The store never diagnoses or
 * advises a dose; each message sends the shopper to their healthcare provider.
 */
export const interactionRule = defineType({
  name: 'interactionRule',
  title: 'Interaction rule',
  type: 'document',
  fields: [
    defineField({
      name: 'ingredient',
      title: 'Ingredient',
      description:
        'The active ingredient as Supplement Facts name it, e.g. "Vitamin K", "Fish Oil", "Turmeric" (matched without case).',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Enter the ingredient as Supplement Facts name it, e.g. "Vitamin K".'),
        rule.max(60),
        rule.custom(async (value: string | undefined, context) => {
          const medicationClass = (context.document as { medicationClass?: unknown } | undefined)
            ?.medicationClass;
          if (!value?.trim() || !isMedicationClass(medicationClass)) return true;
          return interactionRuleClash(value, medicationClass, context);
        }),
      ],
    }),
    defineField({
      name: 'medicationClass',
      title: 'Medication class',
      description: 'The kind of medication, as the quiz asks about it.',
      type: 'string',
      options: {
        list: medicationClasses.map((value) => ({ title: medicationClassLabels[value], value })),
        layout: 'radio',
      },
      validation: (rule) => rule.required().error('Choose the class of medication.'),
    }),
    defineField({
      name: 'severity',
      title: 'Severity',
      description: 'How strongly the shopper is asked to check with their healthcare provider.',
      type: 'string',
      options: {
        list: findingSeverities.map((value) => ({ title: findingSeverityLabels[value], value })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'caution',
      validation: (rule) => rule.required().error('Choose how serious the interaction is.'),
    }),
    defineField({
      name: 'message',
      title: 'Message',
      description: `What the shopper reads, in plain words (${INTERACTION_MESSAGE_LENGTH.min}–${INTERACTION_MESSAGE_LENGTH.max} characters): what the interaction is, never a diagnosis or a dose, ending with a pointer to their "${HEALTHCARE_PROVIDER}".`,
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.required().error('Write the message the shopper reads.'),
        rule
          .min(INTERACTION_MESSAGE_LENGTH.min)
          .error(`Write at least ${INTERACTION_MESSAGE_LENGTH.min} characters: say what the interaction is.`),
        rule
          .max(INTERACTION_MESSAGE_LENGTH.max)
          .error(`Keep it to ${INTERACTION_MESSAGE_LENGTH.max} characters: one or two plain sentences.`),
        rule.custom(checkWith(interactionMessageProblem)),
      ],
    }),
    defineField({
      name: 'sourceUrl',
      title: 'Source',
      description:
        'The page the rule comes from: an NIH Office of Dietary Supplements fact sheet, MedlinePlus or NCCIH, on https.',
      type: 'url',
      validation: (rule) => [
        rule.required().error('Link the authoritative page this rule comes from.'),
        rule.custom(checkWith(sourceUrlProblem)),
      ],
    }),
  ],
  orderings: [
    {
      title: 'Ingredient',
      name: 'ingredient',
      by: [
        { field: 'ingredient', direction: 'asc' },
        { field: 'medicationClass', direction: 'asc' },
      ],
    },
    {
      title: 'Medication class',
      name: 'medicationClass',
      by: [
        { field: 'medicationClass', direction: 'asc' },
        { field: 'ingredient', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { ingredient: 'ingredient', medicationClass: 'medicationClass', severity: 'severity' },
    prepare: ({
      ingredient,
      medicationClass,
      severity,
    }: {
      ingredient?: string;
      medicationClass?: string;
      severity?: string;
    }) => ({
      title: `${ingredient || 'New ingredient'} × ${
        isMedicationClass(medicationClass) ? medicationClassLabels[medicationClass] : 'medication class'
      }`,
      subtitle: severity,
    }),
  },
});
