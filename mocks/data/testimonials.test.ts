/**
 * The seed's endorsements: the home page's testimonials and the Community page's success stories.
 * One story is one person's: the same experience told under two names would be a made-up
 * endorsement (FTC Endorsement Guides, 16 CFR 255.1: an endorsement reflects the honest experience
 * of the endorser).
 */
import { describe, expect, it } from 'vitest';
import { contentDataset } from '../sanity/dataset';

interface Endorsement {
  id: string;
  name: string;
  words: string[];
}

/** A passage this long in two texts is one story, not a turn of phrase ("keep a log of my readings"). */
const samePassage = 8;

function endorsements(): Endorsement[] {
  const words = (text: unknown) =>
    String(text)
      .toLowerCase()
      .match(/[a-z0-9']+/g) ?? [];
  return contentDataset()
    .documents.filter((document) => !document._id.startsWith('drafts.'))
    .flatMap((document) => {
      if (document._type === 'testimonial')
        return [{ id: document._id, name: String(document.name), words: words(document.text) }];
      if (document._type === 'successStory')
        return [{ id: document._id, name: String(document.name), words: words(document.story) }];
      return [];
    });
}

/** The longest run of words two texts share. */
function longestSharedRun(a: readonly string[], b: readonly string[]): number {
  let longest = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const current = new Array<number>(b.length + 1).fill(0);
    b.forEach((other, index) => {
      if (other === word) current[index + 1] = previous[index]! + 1;
    });
    longest = Math.max(longest, ...current);
    previous = current;
  }
  return longest;
}

describe('testimonials and success stories', () => {
  it('are the 40 testimonials and 5 success stories of the spec', () => {
    const all = endorsements();
    expect(all.filter((entry) => entry.id.startsWith('testimonial-'))).toHaveLength(40);
    expect(all.filter((entry) => entry.id.startsWith('successStory-'))).toHaveLength(5);
  });

  it(`tell each story under one name: no two people share a passage of ${samePassage} words`, () => {
    const all = endorsements();
    const shared = all.flatMap((entry, index) =>
      all
        .slice(index + 1)
        .filter((other) => other.name !== entry.name)
        .filter((other) => longestSharedRun(entry.words, other.words) >= samePassage)
        .map((other) => `${entry.name} (${entry.id}) and ${other.name} (${other.id})`),
    );
    expect(shared).toEqual([]);
  });

  it('finds a story told twice, reworded', () => {
    const told = 'after my prediabetes diagnosis my doctor and i made a plan more walking less sugar'.split(
      ' ',
    );
    const retold =
      'after my diagnosis with prediabetes my doctor and i made a plan more walking less tea'.split(' ');
    expect(longestSharedRun(told, retold)).toBeGreaterThanOrEqual(samePassage);
  });
});
