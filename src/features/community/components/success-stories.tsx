import { Box, Typography } from '@mui/material';
import type { SuccessStory } from '../../../domain/types';
import { SuccessStoryCard } from './success-story-card';

export function SuccessStories({ title, stories }: { title: string; stories: SuccessStory[] }) {
  return (
    <Box component="section" aria-labelledby="success-stories-title" sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography id="success-stories-title" variant="h2" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          p: 0,
          m: 0,
        }}
      >
        {stories.map((story) => (
          <SuccessStoryCard key={story.name} story={story} />
        ))}
      </Box>
    </Box>
  );
}
