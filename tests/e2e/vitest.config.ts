import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The route walk: a sixth of the run, in one file. */
const ROUTE_WALK = 'tests/e2e/routes.e2e.ts';

/**
 * Vitest's order (the longest first by the last run's times, else the largest file first), but the
 * route walk first even without those times: its file is small, and started last it would run on
 * its own at the end with two pages at a time, where started first the other files run beside it.
 */
class RouteWalkFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isWalk = (file: TestSpecification) => file.moduleId.replaceAll('\\', '/').endsWith(ROUTE_WALK);
    return [...sorted.filter(isWalk), ...sorted.filter((file) => !isWalk(file))];
  }
}

/**
 * Browser tests: Debian Chromium driven by playwright-core against `npm start` (mock mode). One
 * browser for the whole run (global setup); each test opens its own context. Two files run side by
 * side, the tests inside each two at a time (`describe.concurrent`): four pages at a time in all.
 * More starve a two-core machine, and a page starved of its CPU misses the waits of a test. Two
 * files rather than one at four: a file's last tests, its start, and what leaves a core idle (the
 * Nu Html Checker's one JVM thread, servers starting in the local services' tests) no longer leave
 * the machine half idle, the other file's pages take it up.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    maxConcurrency: 2,
    // A failed test runs once more, and the report names it and says why its first try failed: on
    // a starved two-core machine a page can miss a test's wait now and then. Failing twice in a row
    // is a failure.
    retry: 1,
    reporters: ['default', './tests/e2e/first-try-errors.ts'],
    sequence: { sequencer: RouteWalkFirst },
  },
});
