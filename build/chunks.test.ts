import { describe, expect, it } from 'vitest';
import { storeChunks } from './chunks';

/** Whether the group `name` takes the module `id`. */
function groupTakes(name: string, id: string): boolean {
  const groups = typeof storeChunks === 'object' ? (storeChunks.groups ?? []) : [];
  const test = groups.find((group) => group.name === name)?.test;
  if (typeof test !== 'function') throw new Error(`storeChunks has no ${name} group with a test`);
  return test(id) === true;
}
const isShared = (id: string) => groupTakes('shared', id);

describe('storeChunks', () => {
  it('puts the small modules nearly every page uses in the shared chunk, on POSIX and Windows paths', () => {
    expect(isShared('/app/node_modules/@mui/material/Typography/Typography.mjs')).toBe(true);
    expect(isShared('/app/src/components/page-meta.tsx')).toBe(true);
    expect(isShared('/app/src/components/claim-statement.tsx')).toBe(true);
    expect(isShared('/app/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe(true);
    expect(isShared('C:\\app\\src\\components\\visually-hidden.tsx')).toBe(true);
    expect(isShared('/app/src/components/store-card.tsx')).toBe(true);
  });

  it("leaves out a page's own modules and the rest of MUI", () => {
    expect(isShared('/app/src/features/faq/faq-route.tsx')).toBe(false);
    expect(isShared('/app/node_modules/@mui/material/Tooltip/Tooltip.mjs')).toBe(false);
    expect(isShared('/app/node_modules/@tanstack/react-query/build/modern/useQueries.js')).toBe(false);
  });

  it("puts MUI's Button, Stack and SvgIcon in a file of their own, out of the shared chunk a product's page loads", () => {
    const isMuiPart = (id: string) => groupTakes('mui-parts', id);
    for (const id of [
      '/app/node_modules/@mui/material/Button/Button.mjs',
      '/app/node_modules/@mui/material/ButtonBase/ButtonBase.mjs',
      '/app/node_modules/@mui/material/CircularProgress/CircularProgress.mjs',
      'C:\\app\\node_modules\\@mui\\material\\Stack\\Stack.mjs',
      '/app/node_modules/@mui/material/utils/createSvgIcon.mjs',
    ]) {
      expect(isMuiPart(id), id).toBe(true);
      expect(isShared(id), id).toBe(false);
    }
    expect(isMuiPart('/app/node_modules/@mui/material/Dialog/Dialog.mjs')).toBe(false);
    expect(isMuiPart('/app/node_modules/@mui/material/Typography/Typography.mjs')).toBe(false);
  });

  it("keeps MUI's Paper and the hooks its transitions use apart from the buttons: the cart drawer needs them alone", () => {
    const isSurface = (id: string) => groupTakes('mui-surface', id);
    expect(isSurface('/app/node_modules/@mui/material/Paper/Paper.mjs')).toBe(true);
    expect(isSurface('/app/node_modules/@mui/material/transitions/utils.mjs')).toBe(true);
    expect(isSurface('/app/node_modules/@mui/utils/useForkRef/useForkRef.mjs')).toBe(true);
    expect(isSurface('/app/node_modules/@mui/material/Button/Button.mjs')).toBe(false);
  });

  it('puts what a product card and a product page both draw in one chunk, but not the card itself nor the parts loaded once needed', () => {
    const isProductPart = (id: string) => groupTakes('product-parts', id);
    expect(isProductPart('/app/src/components/product/product-price.tsx')).toBe(true);
    expect(isProductPart('/app/src/components/product/product-card.tsx')).toBe(false);
    expect(isProductPart('C:\\app\\src\\components\\purchase\\purchase-buttons.tsx')).toBe(true);
    expect(isProductPart('/app/src/domain/money.ts')).toBe(true);
    expect(isProductPart('/app/src/components/purchase/notify-me-form.tsx')).toBe(false);
    expect(isProductPart('/app/src/components/stack-safety/stack-findings-panel.tsx')).toBe(false);
  });
});
