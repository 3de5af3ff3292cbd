/**
 * Field builders for the patterns every content type repeats (short texts, icons, colours, images
 * with alt text, display order), so each rule is defined once and reads the same everywhere.
 */
import { defineField, type CustomValidatorResult } from 'sanity';
import { diseaseClaimProblem } from '../src/domain/claims';
import { iconNames } from '../src/domain/icons';
import { isHexColour, isShopifyNumericId, portableTextClaimProblems } from './rules';

interface TextFieldOptions {
  name: string;
  title?: string;
  description?: string;
  /** The longest text the page's layout takes without breaking. */
  max?: number;
  optional?: boolean;
  group?: string;
  /** Copy that could say what a product does: the Studio warns when it reads as a disease claim. */
  claims?: boolean;
}

/** Turns a pure check (`problem or undefined`) into a Studio rule that skips empty values. */
export function checkWith<Value>(problem: (value: Value) => string | undefined) {
  return (value: Value | undefined): CustomValidatorResult =>
    value === undefined || value === null ? true : (problem(value) ?? true);
}

/**
 * A warning, never an error (the editor decides), on shopper-facing copy that reads as a disease
 * claim: a supplement may say what it supports, not what it cures (src/domain/claims.ts).
 * Use as `rule.custom(noDiseaseClaim).warning()`.
 */
export const noDiseaseClaim = checkWith(diseaseClaimProblem);

/** The same warning on formatted text, marked on each paragraph that makes the claim. */
export function noDiseaseClaimInBlocks(blocks: unknown): CustomValidatorResult {
  if (!Array.isArray(blocks)) return true;
  const problems = portableTextClaimProblems(blocks);
  return problems.length > 0 ? problems : true;
}

/** A one-line text: headings, labels, button texts. */
export function textLine({ name, title, description, max = 120, optional, group, claims }: TextFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'string',
    validation: (rule) => [
      optional ? rule.max(max) : rule.required().min(1).max(max),
      ...(claims ? [rule.custom(noDiseaseClaim).warning()] : []),
    ],
  });
}

/** A plain paragraph (no formatting): intros, summaries, answers. */
export function paragraph({
  name,
  title,
  description,
  max = 600,
  optional,
  group,
  claims,
}: TextFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'text',
    rows: max > 600 ? 6 : 3,
    validation: (rule) => [
      optional ? rule.max(max) : rule.required().min(1).max(max),
      ...(claims ? [rule.custom(noDiseaseClaim).warning()] : []),
    ],
  });
}

/** An icon from the list the storefront can draw (`src/domain/icons.ts`). */
export function iconField(name = 'icon', title = 'Icon') {
  return defineField({
    name,
    title,
    type: 'string',
    options: { list: iconNames.map((icon) => ({ title: icon, value: icon })) },
    validation: (rule) => rule.required(),
  });
}

/** A colour written as hex, e.g. #8B4513 (no colour picker plugin is installed). */
export function colourField(name = 'color', title = 'Colour', description?: string) {
  return defineField({
    name,
    title,
    description: description ?? 'Hex colour such as #8B4513.',
    type: 'string',
    validation: (rule) =>
      rule
        .required()
        .custom(
          checkWith((value: string) => (isHexColour(value) ? undefined : 'Use a hex colour like #8B4513.')),
        ),
  });
}

/** Lists on the site are sorted by this number, smallest first. */
export function orderField() {
  return defineField({
    name: 'order',
    title: 'Display order',
    description: 'Smaller numbers come first.',
    type: 'number',
    validation: (rule) => rule.required().integer().min(0),
  });
}

export const byDisplayOrder = {
  title: 'Display order',
  name: 'displayOrder',
  by: [{ field: 'order', direction: 'asc' as const }],
};

/** A Shopify collection the storefront opens in its shop dialog. */
export function collectionIdField({ optional }: { optional?: boolean } = {}) {
  return defineField({
    name: 'collectionId',
    title: 'Shopify collection id',
    description: 'The number at the end of the collection’s admin URL, e.g. 264242954334.',
    type: 'string',
    validation: (rule) => {
      const digits = rule.custom(
        checkWith((value: string) =>
          isShopifyNumericId(value) ? undefined : 'Use only the digits of the collection id.',
        ),
      );
      return optional ? digits : digits.required();
    },
  });
}

interface ImageFieldOptions {
  name: string;
  title?: string;
  description?: string;
  optional?: boolean;
  /** Decorative images (avatars beside a name) may have an empty alt text; others must describe. */
  decorative?: boolean;
}

/** The alt text every image carries: screen readers read it instead of the picture. */
export function altTextField({ decorative }: { decorative?: boolean } = {}) {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    description: decorative
      ? 'Leave empty when the picture only decorates the name next to it.'
      : 'Describe the picture for people who cannot see it.',
    type: 'string',
    validation: (rule) => (decorative ? rule.max(200) : rule.required().min(3).max(200)),
  });
}

export function imageField({ name, title, description, optional, decorative }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    fields: [altTextField({ decorative })],
    validation: (rule) => (optional ? rule : rule.required().assetRequired()),
  });
}

/** Formatted text (headings, lists, links) rendered by the storefront's Portable Text components. */
export function richTextField({ name, title, description, optional, group, claims }: TextFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'richText',
    validation: (rule) => [
      optional ? rule : rule.required().min(1),
      ...(claims ? [rule.custom(noDiseaseClaimInBlocks).warning()] : []),
    ],
  });
}
