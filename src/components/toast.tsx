/**
 * The store's toasts (notistack). No page waits for them: notistack loads with the first toast,
 * which shows as soon as it has.
 */
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

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

  const show = useCallback((toast: Toast) => {
    startTransition(() => {
      setWanted(true);
      setQueue((current) => [...current, { ...toast, id: ++lastId }]);
    });
  }, []);
  const shown = useCallback((id: number) => {
    setQueue((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Suspense fallback={null}>{wanted && <Toaster queue={queue} onShown={shown} />}</Suspense>
    </ToastContext.Provider>
  );
}

/** A toast with a title and an optional line of detail, as the spec words them ("Login Failed": "…"). */
export function useToast(): (toast: Toast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}
