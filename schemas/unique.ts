/**
 * Checks that need the rest of the dataset: a shop link (`?category=`) must lead to exactly one
 * condition, each legal page kind, each lot number and each ingredient × medication class pair exists
 * once, and a certificate's upload is a PDF. They ask the Content Lake through the Studio's client, leaving out the edited document's own
 * published and draft copies.
 */
import type { ValidationContext } from 'sanity';

const API_VERSION = '2025-02-19';

function ownIds(context: ValidationContext): string[] {
  const published = (context.document?._id ?? '').replace(/^drafts\./, '');
  return [published, `drafts.${published}`];
}

interface ClaimingCondition {
  name?: string;
  slug?: string;
  aliases?: string[];
}

/** Why some of these slugs/aliases are refused: another condition already answers to them. */
export async function conditionLinkClash(
  values: readonly string[],
  context: ValidationContext,
): Promise<string | true> {
  if (values.length === 0) return true;
  const others = await context.getClient({ apiVersion: API_VERSION }).fetch<ClaimingCondition[]>(
    `*[_type == "condition" && !(_id in $ownIds) && (slug.current in $values || count(aliases[@ in $values]) > 0)]{
      name, "slug": slug.current, aliases
    }`,
    { ownIds: ownIds(context), values },
  );
  const clashes = others.flatMap((other) =>
    values
      .filter((value) => value === other.slug || other.aliases?.includes(value))
      .map((value) => `"${value}" already leads to ${other.name ?? other.slug ?? 'another condition'}`),
  );
  return clashes.length === 0 ? true : `${clashes.join('; ')}. A shop link must lead to one condition.`;
}

export async function legalKindClash(kind: string, context: ValidationContext): Promise<string | true> {
  const taken = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<number>(`count(*[_type == "legalPage" && kind == $kind && !(_id in $ownIds)])`, {
      kind,
      ownIds: ownIds(context),
    });
  return taken === 0 ? true : 'Another legal page already has this kind; each kind has one page.';
}

/** Each lot has one lab report: a shopper looks a lot number up and must find one answer. */
export async function lotCodeClash(lotCode: string, context: ValidationContext): Promise<string | true> {
  const taken = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<number>(`count(*[_type == "labReport" && lotCode == $lotCode && !(_id in $ownIds)])`, {
      lotCode,
      ownIds: ownIds(context),
    });
  return taken === 0 ? true : `Another lab report already has lot ${lotCode}; each lot has one report.`;
}

/** Why a certificate is refused: the file uploaded must be a PDF. */
export async function certificateFileProblem(
  assetId: string,
  context: ValidationContext,
): Promise<string | true> {
  const mimeType = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<string | null>(`*[_id == $assetId][0].mimeType`, { assetId });
  return mimeType === null || mimeType === 'application/pdf'
    ? true
    : 'The certificate must be a PDF file: export the signed certificate as PDF and upload that.';
}

/**
 * Each ingredient has one rule per medication class (the ingredient matched without case, as the
 * store matches it against Supplement Facts): two rules would give the shopper two answers.
 */
export async function interactionRuleClash(
  ingredient: string,
  medicationClass: string,
  context: ValidationContext,
): Promise<string | true> {
  const taken = await context.getClient({ apiVersion: API_VERSION }).fetch<number>(
    `count(*[_type == "interactionRule" && lower(ingredient) == lower($ingredient)
      && medicationClass == $medicationClass && !(_id in $ownIds)])`,
    { ingredient: ingredient.trim(), medicationClass, ownIds: ownIds(context) },
  );
  return taken === 0
    ? true
    : `Another rule already pairs ${ingredient.trim()} with this medication class; edit that rule instead.`;
}
