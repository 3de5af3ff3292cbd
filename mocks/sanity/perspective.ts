/**
 * The documents a query sees under a perspective, as the Content Lake gives them:
 * - `published`: the published documents only (no `drafts.` and no `versions.` id);
 * - `drafts`: every document as its editors are writing it: a draft stands in for its published
 *   document under the published id (`_originalId` says where it came from), published documents
 *   without a draft stay, and a draft that was never published appears too;
 * - `raw`: every document as stored, drafts under their own ids.
 * `previewDrafts` is the older name of `drafts`, which the Content Lake still answers.
 */
import type { SanityDocument } from './dataset';

export const perspectives = ['published', 'drafts', 'previewDrafts', 'raw'] as const;
export type Perspective = (typeof perspectives)[number];

const DRAFT_PREFIX = 'drafts.';

export function isPerspective(value: string): value is Perspective {
  return (perspectives as readonly string[]).includes(value);
}

const isPublishedId = (id: string) => !id.startsWith(DRAFT_PREFIX) && !id.startsWith('versions.');

/** A document as the query sees it, and the id of the stored document its values come from. */
export interface ViewedDocument {
  document: SanityDocument;
  originalId: string;
}

export function documentsInPerspective(
  documents: readonly SanityDocument[],
  perspective: Perspective,
): ViewedDocument[] {
  if (perspective === 'raw') return documents.map((document) => ({ document, originalId: document._id }));
  const published = documents.filter((document) => isPublishedId(document._id));
  if (perspective === 'published')
    return published.map((document) => ({ document, originalId: document._id }));
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(DRAFT_PREFIX))
      .map((draft) => [draft._id.slice(DRAFT_PREFIX.length), draft]),
  );
  const viewed = (source: SanityDocument, id: string): ViewedDocument => ({
    document: { ...source, _id: id, _originalId: source._id },
    originalId: source._id,
  });
  const overlaid = published.map((document) => viewed(drafts.get(document._id) ?? document, document._id));
  const publishedIds = new Set(published.map((document) => document._id));
  const neverPublished = [...drafts]
    .filter(([id]) => !publishedIds.has(id))
    .map(([id, draft]) => viewed(draft, id));
  return [...overlaid, ...neverPublished];
}
