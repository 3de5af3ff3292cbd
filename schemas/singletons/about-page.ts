import { defineArrayMember, defineField, defineType, type CustomValidatorResult } from 'sanity';
import { imageField, noDiseaseClaim, paragraph, richTextField, textLine } from '../fields';
import { portableTextClaimProblems } from '../rules';

interface StoredSection {
  _key?: string;
  title?: unknown;
  body?: unknown;
}

/**
 * The disease-claim warning on each paragraph of the About page's sections. Checked here, not on
 * the section type, which the shipping policy shares ("we treat every order with care" is fine).
 */
function noDiseaseClaimInSections(sections: StoredSection[] | undefined): CustomValidatorResult {
  const problems = (sections ?? []).flatMap((section, index) => {
    const at = typeof section._key === 'string' ? { _key: section._key } : index;
    const title = typeof section.title === 'string' ? noDiseaseClaim(section.title) : true;
    return [
      ...(typeof title === 'string' ? [{ message: title, path: [at, 'title'] }] : []),
      ...(Array.isArray(section.body) ? portableTextClaimProblems(section.body) : []).map((problem) => ({
        message: problem.message,
        path: [at, 'body', ...problem.path],
      })),
    ];
  });
  return problems.length > 0 ? problems : true;
}

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    textLine({ name: 'title', title: 'Heading', max: 80 }),
    paragraph({ name: 'intro', title: 'Intro', max: 400, claims: true }),
    defineField({
      name: 'founder',
      title: 'Founder story',
      type: 'object',
      fields: [
        textLine({ name: 'heading', title: 'Heading', max: 80 }),
        textLine({ name: 'name', title: 'Name', max: 60 }),
        textLine({ name: 'role', title: 'Role', max: 80 }),
        imageField({ name: 'photo', title: 'Photo' }),
        richTextField({ name: 'story', title: 'Story', claims: true }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [defineArrayMember({ type: 'pageSection' })],
      validation: (rule) => [rule.required().min(1), rule.custom(noDiseaseClaimInSections).warning()],
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
