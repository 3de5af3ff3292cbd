/**
 * The carousels' icons as the paths of Material Design's icons (those of @mui/icons-material each
 * comment names), drawn by `PlainIcon` (src/components/plain-icon.tsx): the home page's hero draws
 * them from its first load, which carries no SvgIcon of MUI's.
 */
export const carouselIcons = {
  /** ChevronLeft */
  previous: ['M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z'],
  /** ChevronRight */
  next: ['M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z'],
  /** Pause */
  pause: ['M6 19h4V5H6zm8-14v14h4V5z'],
  /** PlayArrow */
  play: ['M8 5v14l11-7z'],
} satisfies Record<string, readonly string[]>;
