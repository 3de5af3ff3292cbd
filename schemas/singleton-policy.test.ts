// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionsFor, withoutSingletonOptions, withoutSingletonTemplates } from './singleton-policy';

const studioActions = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete', 'restore'].map(
  (action) => ({
    action,
  }),
);

describe('what editors may do with a singleton', () => {
  it('keeps publish, discard and restore on the home page, and nothing that removes or copies it', () => {
    expect(actionsFor('homePage', studioActions).map(({ action }) => action)).toEqual([
      'publish',
      'discardChanges',
      'restore',
    ]);
  });

  it('leaves every action on list documents such as conditions', () => {
    expect(actionsFor('condition', studioActions)).toEqual(studioActions);
  });

  it('offers no template that would create a second site settings or quiz', () => {
    const templates = ['siteSettings', 'quiz', 'condition', 'faqItem'].map((schemaType) => ({ schemaType }));
    expect(withoutSingletonTemplates(templates).map(({ schemaType }) => schemaType)).toEqual([
      'condition',
      'faqItem',
    ]);
  });

  it('hides singletons from the global "create" menu', () => {
    const options = ['legalInfo', 'legalPage', 'campaign', 'cartPage'].map((templateId) => ({ templateId }));
    expect(withoutSingletonOptions(options).map(({ templateId }) => templateId)).toEqual([
      'legalPage',
      'campaign',
    ]);
  });
});
