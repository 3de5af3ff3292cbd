import { useEffect, useRef } from 'react';
import { Box, GlobalStyles } from '@mui/material';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { QueuedToast } from './toast';

const container = 'store-toasts';

interface ToasterProps {
  queue: readonly QueuedToast[];
  onShown(id: number): void;
}

/** notistack's toasts, fed by ToastProvider's queue (loaded apart from the page, see toast.tsx). */
export default function Toaster({ queue, onShown }: ToasterProps) {
  return (
    <>
      {/* On phones, toasts sit above the bottom bar instead of under it. notistack's own green, blue
          and orange are too light for white text (3.3:1 and less); these pass WCAG AA (4.5:1). */}
      <GlobalStyles
        styles={(theme) => ({
          [`.${container}`]: {
            [theme.breakpoints.down('md')]: {
              bottom: 'calc(72px + env(safe-area-inset-bottom, 0px)) !important',
            },
          },
          [`.${container} .notistack-MuiContent-success`]: { backgroundColor: '#2e7d32' },
          [`.${container} .notistack-MuiContent-info`]: { backgroundColor: '#1565c0' },
          [`.${container} .notistack-MuiContent-warning`]: { backgroundColor: '#9a4d00' },
        })}
      />
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        classes={{ containerRoot: container }}
      >
        <ShowQueued queue={queue} onShown={onShown} />
      </SnackbarProvider>
    </>
  );
}

function ShowQueued({ queue, onShown }: ToasterProps) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const { id, title, description, variant = 'info' } of queue) {
      if (shown.current.has(id)) continue;
      shown.current.add(id);
      enqueueSnackbar(
        // A long word (a pasted discount code, an address) wraps instead of running off the screen.
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        { variant },
      );
      onShown(id);
    }
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}
