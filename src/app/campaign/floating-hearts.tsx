import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import type { Campaign } from '../../domain/types';

const rise = keyframes`
  from { transform: translate3d(0, 0, 0) rotate(-8deg); opacity: 0; }
  10% { opacity: 0.55; }
  90% { opacity: 0.55; }
  to { transform: translate3d(0, -115vh, 0) rotate(8deg); opacity: 0; }
`;

/** Where each heart sits and how it drifts; fixed, so every visit looks the same and nothing is random. */
const hearts = [
  { left: 4, size: 18, seconds: 19, delay: 0, rest: 18 },
  { left: 14, size: 12, seconds: 23, delay: 6, rest: 64 },
  { left: 27, size: 22, seconds: 27, delay: 12, rest: 38 },
  { left: 41, size: 14, seconds: 21, delay: 3, rest: 82 },
  { left: 58, size: 20, seconds: 25, delay: 9, rest: 26 },
  { left: 71, size: 12, seconds: 18, delay: 15, rest: 72 },
  { left: 84, size: 24, seconds: 29, delay: 4, rest: 44 },
  { left: 94, size: 16, seconds: 22, delay: 11, rest: 88 },
];

/**
 * Campaign decoration: a few hearts drifting up behind the page. Pure CSS transforms (compositor
 * only), hidden from assistive technology, never in the way of a click, and standing still for
 * shoppers who ask for reduced motion.
 */
export function FloatingHearts({ palette }: { palette: Campaign['palette'] }) {
  const colors = [palette.primary, palette.secondary, palette.accent];
  return (
    <Box
      aria-hidden
      data-testid="floating-hearts"
      sx={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        pointerEvents: 'none',
        // Behind every block with a background, so hearts only show in the page's open space.
        zIndex: -1,
      }}
    >
      {hearts.map((heart, index) => (
        <FavoriteIcon
          key={heart.left}
          sx={{
            position: 'absolute',
            left: `${heart.left}%`,
            top: '100%',
            fontSize: heart.size,
            color: colors[index % colors.length],
            opacity: 0,
            willChange: 'transform',
            animation: `${rise} ${heart.seconds}s linear ${heart.delay}s infinite`,
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              top: `${heart.rest}%`,
              opacity: 0.35,
            },
          }}
        />
      ))}
    </Box>
  );
}
