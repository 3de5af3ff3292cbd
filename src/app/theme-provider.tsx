import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * Gives MUI the store's theme, as @mui/material's ThemeProvider does for a theme without CSS
 * variables (which the store's is): through @mui/system's provider, and without the
 * CSS-variables provider that @mui/material's would add to every page's first load.
 */
export function StoreThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // `vars: null` keeps a nested theme from inheriting an outer theme's variables, as MUI's does.
  const noVarsTheme = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <ThemeProvider theme={noVarsTheme}>{children}</ThemeProvider>;
}
