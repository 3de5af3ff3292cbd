import { describe, expect, it } from 'vitest';
import { storeChunks } from './chunks';

/** Whether the shared chunk's group takes the module `id`. */
function isShared(id: string): boolean {
  const groups = typeof storeChunks === 'object' ? (storeChunks.groups ?? []) : [];
  const test = groups.find((group) => group.name === 'shared')?.test;
  if (typeof test !== 'function') throw new Error('storeChunks has no shared group with a test');
  return test(id) === true;
}

describe('storeChunks', () => {
  it('puts the small modules nearly every page uses in the shared chunk, on POSIX and Windows paths', () => {
    expect(isShared('/app/node_modules/@mui/material/Typography/Typography.mjs')).toBe(true);
    expect(isShared('/app/node_modules/@mui/material/Stack/Stack.mjs')).toBe(true);
    expect(isShared('/app/src/components/page-meta.tsx')).toBe(true);
    expect(isShared('/app/src/components/claim-statement.tsx')).toBe(true);
    expect(isShared('/app/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe(true);
    expect(isShared('C:\\app\\src\\components\\visually-hidden.tsx')).toBe(true);
  });

  it("leaves out a page's own modules and the rest of MUI", () => {
    expect(isShared('/app/src/features/faq/faq-route.tsx')).toBe(false);
    expect(isShared('/app/node_modules/@mui/material/Tooltip/Tooltip.mjs')).toBe(false);
    expect(isShared('/app/node_modules/@tanstack/react-query/build/modern/useMutation.js')).toBe(false);
  });
});
