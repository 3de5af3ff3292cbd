import { useId } from 'react';
import { Button, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LearnTopic } from '../../../domain/types';
import { ClaimMark } from '../../../components/claim-mark';
import { IconDisc } from '../../../components/icon-disc';
import { CardPicture } from '../../../components/content-image';
import { useShellLinks } from '../../../components/shell-actions';
import { StoreCard } from '../../../components/store-card';

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
    : { to: paths.shop };
  return (
    <StoreCard titleId={titleId} accent={topic.color}>
      <CardPicture image={topic.image} sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw" />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <IconDisc name={topic.icon} size={44} color={topic.color} />
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem' }}>
            {topic.title}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {topic.description}
          <ClaimMark />
        </Typography>
        <Typography color="textSecondary" sx={{ lineHeight: 1.7 }}>
          {topic.fullDescription}
          <ClaimMark />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          aria-describedby={titleId}
          component={RouterLink}
          {...productsLink}
        >
          {buttonLabel}
        </Button>
      </CardActions>
    </StoreCard>
  );
}
