import type { ReactNode } from 'react';
import { IconButton } from '@mui/material';

interface CarouselButtonProps {
  label: string;
  onClick: () => void;
  controls?: string;
  /** Light buttons sit on photos; the default sits on the page background. */
  tone?: 'default' | 'on-image';
  children: ReactNode;
}

/** A previous/next/pause control: a large hit area, a visible focus ring and an accessible name. */
export function CarouselButton({
  label,
  onClick,
  controls,
  tone = 'default',
  children,
}: CarouselButtonProps) {
  const onImage = tone === 'on-image';
  return (
    <IconButton
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      sx={{
        width: 44,
        height: 44,
        border: 1,
        borderColor: onImage ? 'rgba(255,255,255,0.7)' : 'divider',
        bgcolor: onImage ? 'rgba(20,12,6,0.6)' : 'background.paper',
        color: onImage ? '#fff' : 'text.primary',
        '&:hover': { bgcolor: onImage ? 'rgba(20,12,6,0.85)' : 'action.hover' },
        '&.Mui-focusVisible, &:focus-visible': {
          outline: '3px solid',
          outlineColor: onImage ? '#fff' : 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {children}
    </IconButton>
  );
}
