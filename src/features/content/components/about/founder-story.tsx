import { Box, Grid, Typography } from '@mui/material';
import { ContentImage } from '../../../../components/content-image';
import type { AboutPage } from '../../../../domain/types';
import { RichText } from '../../../../lib/sanity/portable-text';

/** The founder's portrait beside her story; the portrait is the first thing on screen, so it loads first. */
export function FounderStory({ founder }: { founder: AboutPage['founder'] }) {
  return (
    <Box component="section" aria-labelledby="founder-story-title" sx={{ mb: { xs: 6, md: 8 } }}>
      <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box component="figure" sx={{ m: 0 }}>
            <ContentImage
              image={founder.photo}
              sizes="(min-width: 900px) 440px, 100vw"
              maxWidth={960}
              priority
              sx={{ width: '100%', borderRadius: 3, bgcolor: 'background.paper' }}
            />
            <Box component="figcaption" sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{founder.name}</Typography>
              <Typography color="textSecondary">{founder.role}</Typography>
            </Box>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography id="founder-story-title" variant="h2" component="h2" sx={{ mb: 3 }}>
            {founder.heading}
          </Typography>
          <RichText value={founder.story} />
        </Grid>
      </Grid>
    </Box>
  );
}
