import { LinearProgress } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router-dom';

// Shown only when a page takes longer than a blink to load, so quick navigations do not flicker.
const appearLate = keyframes`
  to { opacity: 1; }
`;

/** A thin bar across the top of the window while the next page's code and content load. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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
