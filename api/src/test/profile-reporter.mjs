/**
 * A node test runner reporter that writes, once the run ends, one JSON object of seconds per test
 * file: `{ "src/hr-people/people.test.ts": 12.3, … }`, the sum of the file's top-level tests and suites
 * (their hooks included, the process's start not). `pnpm test --profile` lists the slowest of them
 * (shared/build/bin/test.mjs); `src/test/run.mjs` adds this reporter when `KANRI_TEST_PROFILE` names
 * the output file.
 */
import { relative } from 'node:path';

/** @param {AsyncIterable<{ type: string, data: { nesting: number, file?: string, details?: { duration_ms?: number } } }>} source */
export default async function* profileReporter(source) {
  /** @type {Map<string, number>} */
  const seconds = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      const file = relative(process.cwd(), event.data.file);
      seconds.set(file, (seconds.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0) / 1000);
    }
  }
  yield JSON.stringify(Object.fromEntries(seconds));
}
