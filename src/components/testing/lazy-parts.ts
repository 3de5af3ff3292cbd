/**
 * Test-only: the code the store loads lazily (a dialog's or drawer's `React.lazy`, a library's
 * `import()`), loaded before a test waits on screen for what it renders.
 */
import { act } from '@testing-library/react';

/**
 * Waits for the modules a component loads lazily, however long compiling them takes, and lets React
 * render what was waiting for them (within one `act`). Pass the same `import()` the component makes:
 * the test's module cache then hands the component the loaded module at once. A `findBy*` after it
 * waits for React alone, never for a busy machine compiling a library within Testing Library's one
 * second. Under fake timers, call it in a `beforeAll` (real timers) so the code is there before.
 */
export async function loadLazyParts(...modules: Promise<unknown>[]): Promise<void> {
  await act(async () => {
    await Promise.all(modules);
  });
}
