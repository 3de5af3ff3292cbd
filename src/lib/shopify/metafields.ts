/**
 * Product metafields as the merchant fills them in the Shopify admin. Each reader takes the raw
 * metafield (or nothing) and returns a safe value: a metafield that is missing, of the wrong type or
 * holding broken JSON reads as "not set" instead of breaking the product.
 */
import * as z from 'zod/mini';
import type { ProductImage } from '../../domain/commerce';

export const imageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  altText: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
});

export const metafieldSchema = z.object({
  namespace: z.string(),
  key: z.string(),
  type: z.string(),
  value: z.string(),
});

export type RawMetafield = z.infer<typeof metafieldSchema>;

/** Shopify's `rating` metafield type: `{"scale_min":"1.0","scale_max":"5.0","value":"4.8"}`. */
const ratingSchema = z.object({
  value: z.union([z.string(), z.number()]),
  scale_min: z.optional(z.union([z.string(), z.number()])),
  scale_max: z.optional(z.union([z.string(), z.number()])),
});

const stringListSchema = z.array(z.unknown());

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The metafields a product query asked for, by `namespace.key`; broken entries are left out. */
export function indexMetafields(metafields: unknown): Map<string, RawMetafield> {
  const index = new Map<string, RawMetafield>();
  if (!Array.isArray(metafields)) return index;
  for (const entry of metafields) {
    const parsed = metafieldSchema.safeParse(entry);
    if (parsed.success) index.set(`${parsed.data.namespace}.${parsed.data.key}`, parsed.data);
  }
  return index;
}

/** A star rating out of 5 (another scale is converted), or 0 when there is none. */
export function readRating(metafield: RawMetafield | undefined): number {
  if (!metafield) return 0;
  const parsed = ratingSchema.safeParse(parseJson(metafield.value));
  const value = parsed.success ? Number(parsed.data.value) : Number.NaN;
  if (!Number.isFinite(value)) return 0;
  const scaleMax = parsed.success ? Number(parsed.data.scale_max ?? 5) : 5;
  const rating = Number.isFinite(scaleMax) && scaleMax > 0 && scaleMax !== 5 ? (value / scaleMax) * 5 : value;
  return Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
}

/** A whole number such as a review count, or 0. */
export function readCount(metafield: RawMetafield | undefined): number {
  const value = metafield?.value.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : 0;
}

/** A single line of text, or null when empty. */
export function readText(metafield: RawMetafield | undefined): string | null {
  const value = metafield?.value.trim() ?? '';
  return value === '' ? null : value;
}

/** A `list.single_line_text_field` (a JSON array of strings); non-text entries are dropped. */
export function readTextList(metafield: RawMetafield | undefined): string[] {
  if (!metafield) return [];
  const parsed = stringListSchema.safeParse(parseJson(metafield.value));
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) => (typeof item === 'string' && item.trim() !== '' ? [item.trim()] : []));
}

/** Shopify image fields as the domain needs them; missing sizes fall back to a square shot. */
export function toProductImage(
  image: z.infer<typeof imageSchema>,
  fallbackAlt: string,
  fallbackSize = 800,
): ProductImage {
  const size = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallbackSize;
  return {
    url: image.url,
    altText: image.altText?.trim() || fallbackAlt,
    width: size(image.width),
    height: size(image.height),
  };
}
