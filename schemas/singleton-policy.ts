/**
 * What editors may do with a singleton: edit and publish it, never create a second one, duplicate,
 * unpublish or delete it, since the storefront reads each of them by a fixed `_id`.
 */
import { singletonTypes } from './index';

/** Document actions a singleton keeps (the Studio's action names). */
const singletonActions: ReadonlySet<string> = new Set(['publish', 'discardChanges', 'restore']);

export function isSingleton(schemaType: string): boolean {
  return singletonTypes.has(schemaType);
}

/** Removes the "create new" templates of singleton types. */
export function withoutSingletonTemplates<Template extends { schemaType: string }>(
  templates: readonly Template[],
): Template[] {
  return templates.filter((template) => !isSingleton(template.schemaType));
}

/** Removes singleton types from the global "create new document" menu. */
export function withoutSingletonOptions<Option extends { templateId: string }>(
  options: readonly Option[],
): Option[] {
  return options.filter((option) => !isSingleton(option.templateId));
}

/** Keeps only the actions a singleton allows; other documents keep all theirs. */
export function actionsFor<Action extends { action?: string }>(
  schemaType: string,
  actions: readonly Action[],
): Action[] {
  if (!isSingleton(schemaType)) return [...actions];
  return actions.filter((action) => action.action !== undefined && singletonActions.has(action.action));
}
