import { useId } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { HomePage } from '../../../domain/types';
import { paths } from '../../../config/paths';
import { useShellLinks } from '../../../components/shell-actions';
import { HeroSlideshow } from './hero-slideshow';
import { usePointerOrFocusInside } from './use-pointer-or-focus-inside';

type HomeHeroProps = Pick<
  HomePage,
  'heroTitle' | 'heroSubtitle' | 'heroImages' | 'quizButtonLabel' | 'shopButtonLabel'
>;

/**
 * The first screen: the page's h1 and its two calls to action over the rotating images. Drawn with
 * what every page loads already (Box, Container, Typography, the store's button classes): the home
 * page's first load fetches no component of MUI's beyond those.
 */
export function HomeHero({
  heroTitle,
  heroSubtitle,
  heroImages,
  quizButtonLabel,
  shopButtonLabel,
}: HomeHeroProps) {
  const titleId = useId();
  const links = useShellLinks();
  const { inside, handlers } = usePointerOrFocusInside();

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      {...handlers}
      sx={{
        position: 'relative',
        isolation: 'isolate',
        minHeight: { xs: 520, md: 600 },
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
        // The second call to action, outlined in white over the photo.
        '& .home-hero__shop': {
          color: '#fff',
          borderColor: '#fff',
          '@media (hover: hover)': { '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.12)' } },
        },
      }}
    >
      <HeroSlideshow images={heroImages} held={inside} />
      {/* The scrim keeps white text above AA contrast whatever the photo underneath. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          pointerEvents: 'none',
          background: {
            xs: 'rgba(28, 17, 8, 0.74)',
            md: 'linear-gradient(90deg, rgba(28,17,8,0.86) 0%, rgba(28,17,8,0.74) 55%, rgba(28,17,8,0.2) 100%)',
          },
        }}
      />
      <Container sx={{ position: 'relative', zIndex: 1, py: { xs: 8, md: 10 }, pb: { xs: 12, md: 10 } }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography id={titleId} variant="h1" sx={{ mb: 2 }}>
            {heroTitle}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, mb: 4, lineHeight: 1.6 }}>
            {heroSubtitle}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <RouterLink className="button button--contained button--large" {...links.quiz()}>
              {quizButtonLabel}
            </RouterLink>
            <RouterLink className="button button--outlined button--large home-hero__shop" to={paths.shop}>
              {shopButtonLabel}
            </RouterLink>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
