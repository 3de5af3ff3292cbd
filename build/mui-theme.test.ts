// @vitest-environment node
/**
 * The MUI swaps, proven by small builds with the plugin: against the MUI release in node_modules
 * (each swap still finds the import it replaces), and against stand-ins of an MUI release that
 * moved one of those imports (the build fails and names the swap to update).
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { muiWithoutUnusedParts } from './mui-theme';

const ENTRY = 'virtual:entry';

/** Serves `modules` (id: code) as source files; a module's relative imports are ids beside it. */
function sourceFiles(modules: Record<string, string>): Plugin {
  return {
    name: 'test:source-files',
    enforce: 'pre',
    resolveId(source, importer) {
      const id =
        source.startsWith('.') && importer ? path.posix.join(path.posix.dirname(importer), source) : source;
      return id in modules ? id : undefined;
    },
    load(id) {
      return modules[id];
    },
  };
}

/**
 * The modules of a client build of `virtual:entry` with the swaps: MUI's own modules are bundled,
 * other packages left out.
 */
async function bundledModules(modules: Record<string, string>): Promise<string[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [muiWithoutUnusedParts(), sourceFiles(modules)],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: ENTRY,
        external: (id) => !/^[./\0]|^virtual:|^@mui\/material/.test(id),
      },
    },
  });
  return (result as Rolldown.RolldownOutput).output.flatMap((output) =>
    output.type === 'chunk' ? output.moduleIds : [],
  );
}

describe('muiWithoutUnusedParts', () => {
  it("swaps both parts out of the MUI release in use: MUI's modules still import them", async () => {
    const modules = await bundledModules({
      [ENTRY]:
        "import { createTheme } from '@mui/material/styles';\n" +
        "import ButtonBase from '@mui/material/ButtonBase';\n" +
        'console.log(createTheme, ButtonBase);',
    });
    const normalised = modules.map((id) => id.replaceAll('\\', '/'));
    expect(normalised).toContain('\0store:no-css-variables-theme');
    expect(normalised).toContain('\0store:no-touch-ripple');
    expect(normalised.some((id) => id.endsWith('/@mui/material/styles/createTheme.mjs'))).toBe(true);
    expect(normalised.some((id) => id.endsWith('/@mui/material/ButtonBase/ButtonBase.mjs'))).toBe(true);
    expect(normalised.filter((id) => /\/(createThemeWithVars|TouchRipple)\.mjs$/.test(id))).toEqual([]);
  });

  /** Stand-ins of MUI's two modules, each importing what the plugin swaps unless it is `moved`. */
  function muiRelease(moved?: 'createThemeWithVars' | 'TouchRipple'): Record<string, string> {
    const styles = '/fixture/node_modules/@mui/material/styles';
    const buttonBase = '/fixture/node_modules/@mui/material/ButtonBase';
    const themeImport = moved === 'createThemeWithVars' ? 'createThemeWithCssVars' : 'createThemeWithVars';
    const rippleImport = moved === 'TouchRipple' ? 'ButtonRipple' : 'TouchRipple';
    return {
      [ENTRY]: `import '${styles}/createTheme.mjs';\nimport '${buttonBase}/ButtonBase.mjs';`,
      [`${styles}/createTheme.mjs`]: `import vars from './${themeImport}.mjs';\nconsole.log(vars);`,
      [`${styles}/${themeImport}.mjs`]: 'export default 1;',
      [`${buttonBase}/ButtonBase.mjs`]: `import ripple from './${rippleImport}.mjs';\nconsole.log(ripple);`,
      [`${buttonBase}/${rippleImport}.mjs`]: 'export default 2;',
    };
  }

  it('swaps both parts out of stand-ins that still import them', async () => {
    const modules = await bundledModules(muiRelease());
    expect(modules).toContain('\0store:no-css-variables-theme');
    expect(modules).toContain('\0store:no-touch-ripple');
    expect(modules.filter((id) => /\/(createThemeWithVars|TouchRipple)\.mjs$/.test(id))).toEqual([]);
  });

  it.each([
    [
      'createThemeWithVars',
      'build/mui-theme.ts (no-css-variables-theme): @mui/material/styles/createTheme.mjs no longer imports ./createThemeWithVars.mjs; update the swap to the MUI release in use.',
    ],
    [
      'TouchRipple',
      'build/mui-theme.ts (no-touch-ripple): @mui/material/ButtonBase/ButtonBase.mjs no longer imports ./TouchRipple.mjs; update the swap to the MUI release in use.',
    ],
  ] as const)('fails the build when MUI no longer imports %s, naming the swap', async (moved, message) => {
    await expect(bundledModules(muiRelease(moved))).rejects.toThrow(message);
  });
});
