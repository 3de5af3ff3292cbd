import { Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { SuccessStory } from '../../../domain/types';
import { sanityImageUrl } from '../../../lib/sanity/image';

const AVATAR_SIZE = 56;

/**
 * One shopper's story. The portrait is decorative (the name is right beside it); without one, or
 * while it fails to load, the avatar shows the shopper's initials.
 */
export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%', listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar
            src={
              story.avatar?.url
                ? sanityImageUrl({ ...story.avatar, url: story.avatar.url }, AVATAR_SIZE * 2)
                : undefined
            }
            alt=""
            slotProps={{
              img: { width: AVATAR_SIZE, height: AVATAR_SIZE, loading: 'lazy', decoding: 'async' },
            }}
            sx={{
              width: AVATAR_SIZE,
              height: AVATAR_SIZE,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 700,
            }}
          >
            <span aria-hidden>{story.initials}</span>
          </Avatar>
          <Box>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
              {story.name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {story.location}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={story.condition} size="small" color="secondary" variant="outlined" />
          <Chip
            icon={<ScheduleIcon aria-hidden />}
            label={
              <>
                <Box component="span" sx={visuallyHidden}>
                  Timeframe:{' '}
                </Box>
                {story.timeframe}
              </>
            }
            size="small"
            variant="outlined"
          />
        </Box>
        <Typography component="blockquote" sx={{ m: 0, lineHeight: 1.7, flexGrow: 1 }}>
          “{story.story}”
        </Typography>
      </CardContent>
    </Card>
  );
}
