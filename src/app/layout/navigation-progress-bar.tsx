import { LinearProgress } from '@mui/material';
import { keyframes } from '@mui/material/styles';

// Shown only when a page takes longer than a blink to load, so quick navigations do not flicker.
const appearLate = keyframes`
  to { opacity: 1; }
`;

/** The bar itself: loaded with the first navigation, since no page needs it to show. */
export default function NavigationProgressBar() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        opacity: 0,
        animation: `${appearLate} 0s linear 150ms forwards`,
      }}
    />
  );
}
