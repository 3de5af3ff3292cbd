import { Box, Typography } from '@mui/material';
import type { SuccessStory } from '../../../domain/types';
import { SuccessStoryCard } from './success-story-card';
import { CardGrid } from '../../../components/card-grid';

/**
 * The members' success stories, under the editors' typical-results note: the FTC's Endorsement
 * Guides (16 CFR 255.2) ask that testimonials about results say clearly, beside them, that results
 * vary and what a typical member can expect.
 */
export function SuccessStories({
  title,
  note,
  stories,
}: {
  title: string;
  /** What a typical member can expect ("Individual results vary. …"). */
  note: string;
  stories: SuccessStory[];
}) {
  return (
    <Box
      component="section"
      aria-labelledby="success-stories-title"
      aria-describedby="success-stories-note"
      sx={{ mb: { xs: 6, md: 8 } }}
    >
      <Typography id="success-stories-title" variant="h2" component="h2">
        {title}
      </Typography>
      <Typography id="success-stories-note" color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: '70ch' }}>
        {note}
      </Typography>
      <CardGrid>
        {stories.map((story) => (
          <SuccessStoryCard key={story.name} story={story} />
        ))}
      </CardGrid>
    </Box>
  );
}
