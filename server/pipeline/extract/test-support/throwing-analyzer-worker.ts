import type { AnalyzerInput } from '../../analyze/analyzer.js';
import { createTaskRunner } from '../extract-worker.js';

/**
 * The real extraction worker with an analyzer that throws (or, for `spin.pdf`, never returns),
 * for pool tests: the failure happens inside the thread, after the file was read, whether it
 * classifies or extracts for a chosen category.
 */
export default createTaskRunner(() => {
  const analyze = (input: AnalyzerInput): never => {
    if (input.fileName === 'spin.pdf') {
      for (;;) {
        // an analyzer stuck in a loop, never yielding
      }
    }
    throw new TypeError(`analyzer bug on ${input.fileName}`);
  };
  return { analyze, extractAs: analyze };
});
