const TestSequencer = require('@jest/test-sequencer').default;

/**
 * Jest's own order (a file that failed last time first, then the longest last time, then the largest file), with
 * the authorization matrix and the fuzz test first whenever jest has no timings (a clean clone: CI). They are the
 * longest files, two to three minutes each, but small ones, so by size they came last: the matrix ran alone for
 * its last two minutes while the other worker had finished.
 */
const LONGEST = [/authorization-matrix\.api\.int\.spec\.ts$/, /fuzz\.api\.int\.spec\.ts$/];

class LongestKnownFirst extends TestSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    // super.sort sets each test's duration from the last run, when jest has one.
    const timed = sorted.some((test) => test.duration != null);
    if (timed) return sorted;
    const rank = (test) => {
      const index = LONGEST.findIndex((pattern) => pattern.test(test.path));
      return index === -1 ? LONGEST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestKnownFirst;
