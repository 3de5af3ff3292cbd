import { createClient, type ClientPerspective } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { documentsInPerspective } from './perspective';
import type { SanityDocument } from './dataset';

/** The local Content Lake as the store's client reaches it, under a perspective. */
const lake = (perspective: ClientPerspective) =>
  createClient({
    projectId: 'sankofa',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: 'http://localhost:5173',
    useProjectHostname: false,
    useCdn: false,
    perspective,
  });

const condition = (id: string, title: string): SanityDocument => ({ _id: id, _type: 'condition', title });

describe('the local Content Lake: which documents a perspective shows', () => {
  const stored = [
    condition('condition-a', 'A, published'),
    condition('drafts.condition-a', 'A, being edited'),
    condition('condition-b', 'B, published only'),
    condition('drafts.condition-c', 'C, never published'),
  ];
  const titles = (perspective: 'published' | 'drafts' | 'raw') =>
    documentsInPerspective(stored, perspective).map(({ document }) => [document._id, document.title]);

  it('published: the published documents only', () => {
    expect(titles('published')).toEqual([
      ['condition-a', 'A, published'],
      ['condition-b', 'B, published only'],
    ]);
  });

  it('drafts: a draft stands in for its published document under the published id; the rest stay', () => {
    expect(titles('drafts')).toEqual([
      ['condition-a', 'A, being edited'],
      ['condition-b', 'B, published only'],
      ['condition-c', 'C, never published'],
    ]);
    const [a, b] = documentsInPerspective(stored, 'drafts');
    expect(a).toMatchObject({
      document: { _originalId: 'drafts.condition-a' },
      originalId: 'drafts.condition-a',
    });
    expect(b).toMatchObject({ document: { _originalId: 'condition-b' }, originalId: 'condition-b' });
  });

  it('raw: every document under its own id', () => {
    expect(titles('raw').map(([id]) => id)).toEqual(stored.map((document) => document._id));
  });

  it('answers the seed draft of Blood Sugar in the drafts perspective, and the published text otherwise', async () => {
    const query = '*[_type == "condition" && slug.current == $slug]{_id, title, summary}';
    const [published] = await lake('published').fetch(query, { slug: 'blood-sugar' });
    const [draft, ...others] = await lake('drafts').fetch(query, { slug: 'blood-sugar' });
    expect(published).toEqual({
      _id: 'condition-blood-sugar',
      title: 'Blood Sugar Support',
      summary: expect.not.stringMatching(/draft/i),
    });
    expect(draft).toEqual({
      _id: 'condition-blood-sugar',
      title: 'Blood Sugar Support (draft)',
      summary: 'DRAFT: a new summary still under review by the editors.',
    });
    expect(others).toEqual([]);
  });

  it('answers as many conditions in drafts as published (the seed has no draft of a new one)', async () => {
    const count = 'count(*[_type == "condition"])';
    expect(await lake('drafts').fetch(count)).toBe(await lake('published').fetch(count));
  });

  it('refuses a perspective it does not know with the reason', async () => {
    await expect(lake(['rSpring', 'drafts']).fetch('count(*)')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Unknown perspective "rSpring,drafts"'),
    });
  });
});
