/**
 * The store's theme does not use MUI's CSS variables (src/app/theme.ts: no `cssVariables`), yet
 * `createTheme` imports their builder for themes that do: 4.5 kB gzip of every first load. This
 * swaps that one import for a module that says why it is missing, should a theme ever ask for it.
 * If an upgrade of MUI moves that import, the build fails instead of silently shipping it again.
 */
import type { Plugin } from 'vite';

const CREATE_THEME = '/@mui/material/styles/createTheme.mjs';
const CSS_VARIABLES_BUILDER = './createThemeWithVars.mjs';

export function themeWithoutCssVariables(): Plugin {
  const replacement = '\0store:no-css-variables-theme';
  let swapped = false;
  return {
    name: 'store:theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer?.replace(/\\/g, '/').endsWith(CREATE_THEME);
      if (source !== CSS_VARIABLES_BUILDER || !fromCreateTheme) return undefined;
      swapped = true;
      return replacement;
    },
    load(id) {
      if (id !== replacement) return undefined;
      return `export default function createThemeWithVars() {
  throw new Error('This store builds its MUI theme without CSS variables (see build/mui-theme.ts).');
}`;
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client' || this.environment.config.command !== 'build') return;
      if (!swapped) {
        this.error(
          `build/mui-theme.ts: ${CREATE_THEME.slice(1)} no longer imports ${CSS_VARIABLES_BUILDER}; ` +
            'update the swap to the MUI release in use.',
        );
      }
    },
  };
}
