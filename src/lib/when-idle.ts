/**
 * Runs `task` when the browser is idle (or soon, where it cannot say), and returns a cancel
 * function. What the page does not need to show itself (sign-in, toasts) loads this way.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
