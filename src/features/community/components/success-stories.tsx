import { Box, Typography } from '@mui/material';
import type { SuccessStory } from '../../../domain/types';
import { SuccessStoryCard } from './success-story-card';
import { CardGrid } from '../../../components/card-grid';

export function SuccessStories({ title, stories }: { title: string; stories: SuccessStory[] }) {
  return (
    <Box component="section" aria-labelledby="success-stories-title" sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography id="success-stories-title" variant="h2" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <CardGrid>
        {stories.map((story) => (
          <SuccessStoryCard key={story.name} story={story} />
        ))}
      </CardGrid>
    </Box>
  );
}
