import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { CommunityPageQueryResult } from '../../../domain/content.generated';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { communityPageQuery } from '../../../lib/sanity/queries/community';
import { SuccessStories } from './success-stories';

describe('the community success stories', () => {
  it("say with the stories, in the editors' words, that results vary", async () => {
    const page = (await fetchContent<CommunityPageQueryResult>(communityPageQuery))!;
    render(<SuccessStories title={page.storiesTitle} note={page.storiesNote} stories={page.stories} />);
    const section = screen.getByRole('region', { name: page.storiesTitle });
    const note = within(section).getByText(/^Individual results vary\./);
    const words =
      'Individual results vary. These are the stories of individual members, each of whom also changed ' +
      'their diet, activity or care with their healthcare provider. They do not show what a typical ' +
      'member experiences, and your results may differ.';
    expect(note).toHaveTextContent(words);
    // Heard with the section's name as it is entered.
    expect(section).toHaveAccessibleDescription(words);
    // Under the heading, before the first story.
    const stories = within(section).getAllByRole('listitem');
    expect(stories).toHaveLength(5);
    expect(note.compareDocumentPosition(stories[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
