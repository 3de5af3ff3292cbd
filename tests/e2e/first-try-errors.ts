import type { Reporter, TestCase } from 'vitest/node';

/**
 * Says why a test that passed on its retry failed the first time. Vitest's report names such a
 * test ("retry x1") but prints nothing of the first try's error, and a test that fails only now
 * and then, on a loaded machine, cannot be mended without it.
 */
export default class FirstTryErrors implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    if (result.state !== 'passed' || !result.errors?.length) return;
    // The message (a locator's call log, the page's problems) and where in the tests it failed.
    const ownLines = (error: { stack?: string; message: string }) =>
      (error.stack ?? error.message)
        .split('\n')
        .filter((line) => !/node_modules|<anonymous>/.test(line))
        .slice(0, 20)
        .join('\n');
    const errors = result.errors.map(ownLines);
    console.log(
      `\n${testCase.fullName} passed on its retry; its first try failed with:\n${errors.join('\n')}\n`,
    );
  }
}
