import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router-dom';

const NavigationProgressBar = lazy(() => import('./navigation-progress-bar'));

/** A thin bar across the top of the window while the next page's code and content load. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgressBar />
    </Suspense>
  );
}
