import { memo, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import type { Image } from '../../../domain/types';
import { ContentImage } from '../../../components/content-image';
import { PlainIcon } from '../../../components/plain-icon';
import { CarouselButton } from '../../../components/carousel/carousel-button';
import { carouselIcons } from '../../../components/carousel/carousel-icons';
import { useCarouselPosition } from '../../../components/carousel/use-carousel-position';
import { useEmbla, type CarouselApi } from '../../../components/carousel/use-embla';
import { usePrefersReducedMotion } from '../../../components/use-prefers-reduced-motion';

/** The spec's hero rotation period. */
export const HERO_ROTATION_MS = 5000;

/** The rotation: embla's autoplay, loaded with its engine, started and stopped below. */
const autoplay = async () => {
  const { default: Autoplay } = await import('embla-carousel-autoplay');
  return [
    Autoplay({
      delay: HERO_ROTATION_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ];
};

/**
 * Whether the slideshow is on the screen: once the shopper has scrolled past it, it holds still
 * (turning unseen, it kept the home page's main thread busy 2.0 to 2.5 s in every 10 s at 4x CPU)
 * and turns again 5 s after it is back in sight.
 */
function useInSight(api: CarouselApi | undefined): boolean {
  const [inSight, setInSight] = useState(true);
  useEffect(() => {
    if (!api || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) =>
      setInSight(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(api.rootNode());
    return () => observer.disconnect();
  }, [api]);
  return inSight;
}

/** "auto" follows the shopper's motion preference until they press pause or play themselves. */
type RotationChoice = 'auto' | 'paused' | 'playing';

interface HeroSlideshowProps {
  images: readonly Image[];
  /** True while the shopper hovers or focuses the hero: the slideshow holds still. */
  held: boolean;
}

/**
 * The hero's background images, rotating every 5 s. It holds still while hovered, focused or out
 * of sight, never starts by itself under reduced motion, stops for good once swiped, and offers
 * previous / pause / next buttons. Only the first image comes with the page (it is its LCP
 * element); the images on either side of the one shown are fetched ahead, so none slides in blank.
 */
export function HeroSlideshow({ images, held }: HeroSlideshowProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<RotationChoice>('auto');
  const [viewportRef, api, move] = useEmbla({ loop: true, duration: 30 }, autoplay);
  const { selectedIndex } = useCarouselPosition(api);

  const inSight = useInSight(api);

  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = playing && !held && inSight;

  // Embla re-creates its plugins when it re-initialises (e.g. on resize), so re-apply the state then.
  useEffect(() => {
    if (!api) return;
    const apply = () => {
      const autoplay = api.plugins().autoplay;
      if (!autoplay || api.scrollSnapList().length < 2) return;
      // Under reduced motion a slideshow the shopper started anyway jumps instead of sliding.
      if (rotating) autoplay.play(reducedMotion);
      else autoplay.stop();
    };
    apply();
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, rotating, reducedMotion]);

  // A swipe means the shopper took over: the slideshow stays where they left it.
  useEffect(() => {
    if (!api) return;
    const takeOver = () => setChoice('paused');
    api.on('pointerDown', takeOver);
    return () => {
      api.off('pointerDown', takeOver);
    };
  }, [api]);

  const count = images.length;
  // The pictures a shopper may see next: the first from the start (without JavaScript the slideshow
  // is its first picture); once the slideshow runs, the one shown and those on either side of it,
  // kept once fetched. Lazy loading alone fetched all twelve with the page: they lie beside the
  // first, near enough for the browser.
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set([0]));
  const near = api ? [selectedIndex, (selectedIndex + 1) % count, (selectedIndex + count - 1) % count] : [];
  if (near.some((index) => !fetched.has(index))) setFetched(new Set([...fetched, ...near]));

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label="Featured images"
      sx={{ position: 'absolute', inset: 0 }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden', height: '100%', bgcolor: '#3a2414' }}>
        <Box sx={slideStyles}>
          {images.map((image, index) => (
            <HeroSlide
              key={`${index}-${image.url}`}
              image={image}
              index={index}
              count={count}
              shown={index === selectedIndex}
              fetched={fetched.has(index)}
            />
          ))}
        </Box>
      </Box>
      {/* The rotation control comes first in the tab order, as the WAI-ARIA carousel pattern advises. */}
      {count > 1 && (
        // Without JavaScript the slideshow is its first picture: no controls that could not work.
        <Box
          data-needs-script=""
          sx={{ position: 'absolute', right: 16, bottom: 16, zIndex: 2, display: 'flex', gap: 1 }}
        >
          <CarouselButton
            tone="on-image"
            label={playing ? 'Pause slideshow' : 'Play slideshow'}
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
          >
            <PlainIcon paths={playing ? carouselIcons.pause : carouselIcons.play} />
          </CarouselButton>
          <CarouselButton
            tone="on-image"
            label="Previous image"
            onClick={() => move((carousel) => carousel.scrollPrev(reducedMotion))}
          >
            <PlainIcon paths={carouselIcons.previous} />
          </CarouselButton>
          <CarouselButton
            tone="on-image"
            label="Next image"
            onClick={() => move((carousel) => carousel.scrollNext(reducedMotion))}
          >
            <PlainIcon paths={carouselIcons.next} />
          </CarouselButton>
        </Box>
      )}
    </Box>
  );
}

interface HeroSlideProps {
  image: Image;
  index: number;
  count: number;
  /** The slide in view (the others are hidden from assistive technology). */
  shown: boolean;
  /** Its picture is drawn (and so fetched): the first, or one the slideshow may show next. */
  fetched: boolean;
}

/**
 * The track and its slides' look, applied once by the track: the slides are plain elements, so a
 * dozen of them cost no styling work each as the page hydrates.
 */
const slideStyles = {
  display: 'flex',
  height: '100%',
  touchAction: 'pan-y pinch-zoom',
  '& .hero-slide': { flex: '0 0 100%', minWidth: 0, height: '100%' },
  '& .hero-slide > img': { width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' },
} as const;

/** One image of the slideshow; memoised, so a turn re-renders only the slides it changes. */
const HeroSlide = memo(function HeroSlide({ image, index, count, shown, fetched }: HeroSlideProps) {
  return (
    <div
      className="hero-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={!shown}
    >
      {fetched && <ContentImage image={image} sizes="100vw" priority={index === 0} eager />}
    </div>
  );
});
