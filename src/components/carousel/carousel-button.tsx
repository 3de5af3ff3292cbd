import type { ReactNode } from 'react';

interface CarouselButtonProps {
  label: string;
  onClick: () => void;
  controls?: string;
  /** Light buttons sit on photos; the default sits on the page background. */
  tone?: 'default' | 'on-image';
  children: ReactNode;
}

/**
 * A previous/next/pause control: a large hit area, a visible focus ring and an accessible name. A
 * plain button styled by the store's classes (src/app/button-classes.ts).
 */
export function CarouselButton({
  label,
  onClick,
  controls,
  tone = 'default',
  children,
}: CarouselButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className={
        tone === 'on-image'
          ? 'icon-button carousel-button carousel-button--on-image'
          : 'icon-button carousel-button'
      }
    >
      {children}
    </button>
  );
}
