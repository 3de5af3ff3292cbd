/**
 * The store's toasts (notistack). The page never waits for them: notistack loads when the browser
 * is idle after the page shows, or on the first toast, whichever comes first; a toast asked for
 * before that is shown as soon as it has loaded.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { whenIdle } from '../lib/when-idle';

export interface Toast {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive toast. */
  variant?: 'success' | 'error' | 'info' | 'warning';
}

/** A toast waiting to be shown, numbered so that each is shown exactly once. */
export interface QueuedToast extends Toast {
  id: number;
}

const Toaster = lazy(() => import('./toaster'));

const ToastContext = createContext<((toast: Toast) => void) | null>(null);

let lastId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const [wanted, setWanted] = useState(false);

  useEffect(() => whenIdle(() => setWanted(true)), []);

  const show = useCallback((toast: Toast) => {
    setWanted(true);
    setQueue((current) => [...current, { ...toast, id: ++lastId }]);
  }, []);
  const shown = useCallback((id: number) => {
    setQueue((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster queue={queue} onShown={shown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** A toast with a title and an optional line of detail, as the spec words them ("Login Failed": "…"). */
export function useToast(): (toast: Toast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}
