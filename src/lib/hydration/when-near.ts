/**
 * Runs `task` once `element` comes within `margin` of the screen (IntersectionObserver's
 * `rootMargin`), or at once where IntersectionObserver is missing; returns a cancel function.
 */
export function whenNear(element: Element, task: () => void, margin: string): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
