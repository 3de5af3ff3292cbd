import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the header shows its full link row (md and up) rather than the menu button and the
 * bottom bar. Read from matchMedia on the first render (the store renders in the browser only),
 * so a phone never flashes the desktop header.
 */
export function useIsDesktop(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}
