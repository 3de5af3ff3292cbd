import { Typography } from '@mui/material';
import type { ConditionSummary } from '../../../domain/types';
import { Carousel } from '../../../components/carousel/carousel';
import { ConditionCard } from './condition-card';

/** One of the home page's rows of four condition cards; a swipeable row on small screens. */
export function ConditionCarousel({
  title,
  conditions,
}: {
  title: string;
  conditions: readonly ConditionSummary[];
}) {
  return (
    <Carousel
      heading={(id) => (
        <Typography id={id} variant="h2">
          {title}
        </Typography>
      )}
      items={conditions}
      itemKey={(condition) => condition.slug}
      renderItem={(condition) => <ConditionCard condition={condition} />}
      slideWidth={{ xs: '85%', sm: '50%', md: '25%' }}
      itemsName="conditions"
    />
  );
}
