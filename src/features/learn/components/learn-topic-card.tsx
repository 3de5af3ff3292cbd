import { useId } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LearnTopic } from '../../../domain/types';
import { ClaimMark } from '../../../components/claim-mark';
import { ContentIcon } from '../../../components/content-icon';
import { ContentImage } from '../../../components/content-image';
import { useShellLinks } from '../../../components/shell-actions';

/** The spec names each topic's collection dialog "{topic} Products". */
function collectionTitle(topic: LearnTopic): string {
  return `${topic.title} Products`;
}

interface LearnTopicCardProps {
  topic: LearnTopic;
  /** The handle of the topic's collection (its page); unknown when Shopify did not answer. */
  collectionHandle: string | undefined;
  buttonLabel: string;
}

/**
 * A health topic: picture, what to know about it, and its products: in a dialog over the page, or
 * on the collection's own page (without its handle, in the shop).
 */
export function LearnTopicCard({ topic, collectionHandle, buttonLabel }: LearnTopicCardProps) {
  const titleId = useId();
  const links = useShellLinks();
  const productsLink = collectionHandle
    ? links.collection({ handle: collectionHandle, title: collectionTitle(topic) })
    : { component: RouterLink, to: paths.shop };
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: '6px solid',
        borderTopColor: topic.color,
      }}
    >
      <ContentImage
        image={topic.image}
        sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
        maxWidth={800}
        decorative
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: topic.color,
              bgcolor: `color-mix(in srgb, ${topic.color} 14%, white)`,
            }}
          >
            <ContentIcon name={topic.icon} />
          </Box>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem' }}>
            {topic.title}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {topic.description}
          <ClaimMark />
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {topic.fullDescription}
          <ClaimMark />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth aria-describedby={titleId} {...productsLink}>
          {buttonLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
