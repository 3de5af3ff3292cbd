/**
 * Two parts of MUI the store's theme never uses, left out of every first load. Each swaps one of
 * MUI's own imports for a module that says why it is missing, should something ever ask for it;
 * if an upgrade of MUI moves that import, the build fails instead of silently shipping it again.
 *
 * - CSS variables: the theme has no `cssVariables` (src/app/theme.ts), yet `createTheme` imports
 *   their builder for themes that do: 4.5 kB gzip.
 * - Ripples: the theme turns MUI's click ripple off for every button (`MuiButtonBase`
 *   `disableRipple`; a pressed button darkens instead), yet `ButtonBase` imports the ripple's
 *   code: 1.4 kB gzip.
 */
import type { Plugin } from 'vite';

interface Swap {
  /** The MUI module that imports `source`, as the end of its path. */
  importer: string;
  source: string;
  /** The module put in its place. */
  code: string;
}

const swaps: Record<string, Swap> = {
  'no-css-variables-theme': {
    importer: '/@mui/material/styles/createTheme.mjs',
    source: './createThemeWithVars.mjs',
    code: `export default function createThemeWithVars() {
  throw new Error('This store builds its MUI theme without CSS variables (see build/mui-theme.ts).');
}`,
  },
  'no-touch-ripple': {
    importer: '/@mui/material/ButtonBase/ButtonBase.mjs',
    source: './TouchRipple.mjs',
    // A button outside the store's theme (a test's) just has no ripple.
    code: `// This store turns ripples off (MuiButtonBase disableRipple, see build/mui-theme.ts).
export default function TouchRipple() {
  return null;
}`,
  },
};

export function muiWithoutUnusedParts(): Plugin {
  const swapped = new Set<string>();
  return {
    name: 'store:mui-without-unused-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/');
      const found = Object.entries(swaps).find(
        ([, swap]) => source === swap.source && from?.endsWith(swap.importer),
      );
      if (!found) return undefined;
      swapped.add(found[0]);
      return `\0store:${found[0]}`;
    },
    load(id) {
      const name = id.startsWith('\0store:') ? id.slice('\0store:'.length) : undefined;
      return name && swaps[name] ? swaps[name].code : undefined;
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client' || this.environment.config.command !== 'build') return;
      for (const [name, swap] of Object.entries(swaps)) {
        if (!swapped.has(name)) {
          this.error(
            `build/mui-theme.ts (${name}): ${swap.importer.slice(1)} no longer imports ${swap.source}; ` +
              'update the swap to the MUI release in use.',
          );
        }
      }
    },
  };
}
