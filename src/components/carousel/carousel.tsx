import { useId, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import type { Breakpoint } from '@mui/material';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { PlainIcon } from '../plain-icon';
import { CarouselButton } from './carousel-button';
import { carouselIcons } from './carousel-icons';
import { useCarouselPosition } from './use-carousel-position';
import { pastTheRowOnPhone, slideWidthStyle } from './slide-width';
import { useEmbla } from './use-embla';

export interface CarouselProps<Item> {
  /** The visible heading that names the carousel (an h2 or h3 element). */
  heading: (id: string) => ReactNode;
  /** A line under the heading, across the carousel, that describes it (what a reader should know of its slides). */
  description?: ReactNode;
  items: readonly Item[];
  itemKey: (item: Item, index: number) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Width of one slide per breakpoint, e.g. `{ xs: '85%', md: '25%' }`. */
  slideWidth: string | Partial<Record<Breakpoint, string>>;
  /** What the slides are, for the buttons' names: "Previous {itemsName}" ("testimonials"). */
  itemsName?: string;
}

/**
 * A swipeable row of cards following the WAI-ARIA carousel pattern: a labelled region, slides
 * announced as "n of total", previous/next buttons (shown only when there is more to see) and the
 * arrow keys. It never moves by itself, and it jumps instead of sliding under reduced motion.
 * Plain elements styled by the store's classes (src/app/carousel-classes.ts): it renders again as
 * its engine starts and moves, at no styling work.
 */
export function Carousel<Item>({
  heading,
  description,
  items,
  itemKey,
  renderItem,
  slideWidth,
  itemsName = 'slides',
}: CarouselProps<Item>) {
  const headingId = useId();
  const descriptionId = useId();
  const trackId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmbla({ loop: true, align: 'start', slidesToScroll: 'auto' });
  const { selectedIndex, snapCount } = useCarouselPosition(api);
  const scrollable = snapCount > 1;
  // The buttons keep their room from the first paint (where scripts run), so the row never moves
  // down when they come, and show once the engine has started and found more to see than is in
  // view: unseen, they cannot be tapped to no effect, and an accessibility checker that does not
  // scroll (Lighthouse's) finds no target in a part not laid out yet (`laid-out-when-near`).
  const buttonsShown = api !== undefined && scrollable;
  // The carousel re-renders as Embla starts and moves; the slides it keeps are the same elements,
  // so React leaves them alone instead of rendering every card again. They are plain elements,
  // styled once by the track: a row of 40 costs no styling work of its own.
  const slides = useMemo(
    () =>
      items.map((item, index) => (
        <div
          key={itemKey(item, index)}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
          data-past-the-row={pastTheRowOnPhone(slideWidth, index) ? '' : undefined}
        >
          {renderItem(item, index)}
        </div>
      )),
    [items, itemKey, renderItem, slideWidth],
  );

  const previous = () => api?.scrollPrev(reducedMotion);
  const next = () => api?.scrollNext(reducedMotion);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!scrollable || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      className="carousel"
    >
      <div className={description ? 'carousel__top carousel__top--described' : 'carousel__top'}>
        {heading(headingId)}
        {items.length > 1 && (
          <div className="carousel__buttons" style={buttonsShown ? undefined : { visibility: 'hidden' }}>
            <CarouselButton label={`Previous ${itemsName}`} controls={trackId} onClick={previous}>
              <PlainIcon paths={carouselIcons.previous} />
            </CarouselButton>
            <CarouselButton label={`Next ${itemsName}`} controls={trackId} onClick={next}>
              <PlainIcon paths={carouselIcons.next} />
            </CarouselButton>
          </div>
        )}
      </div>
      {description && (
        <div id={descriptionId} className="carousel__description">
          {description}
        </div>
      )}
      {/* Without JavaScript, the row scrolls natively: every slide can still be reached. */}
      <div ref={viewportRef} className="carousel__viewport">
        <div id={trackId} className="carousel__track" style={slideWidthStyle(slideWidth)}>
          {slides}
        </div>
      </div>
      {scrollable && (
        <div aria-live="polite" className="visually-hidden">
          {`Page ${selectedIndex + 1} of ${snapCount}`}
        </div>
      )}
    </section>
  );
}
