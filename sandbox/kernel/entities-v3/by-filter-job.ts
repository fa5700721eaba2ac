import { sandboxOperations } from '../../../generated/sandbox-operations.gen.js';
import { startJob } from './jobs.js';
import type { SandboxContext } from '../context.js';
import type { OperationId } from '../http/serve.js';

const BULK = '/stores/v3/bulk/';

/**
 * Starts the job of a by-filter operation: when it runs, it applies `apply` to everything `matching` finds and counts
 * it. A job is named by its operation's path under `/stores/v3/bulk/` (`products/update-by-filter`).
 */
export function byFilterJob<Match>(
  context: SandboxContext,
  id: OperationId,
  matching: () => Match[],
  apply: (match: Match) => void,
): { jobId: string } {
  return startJob(context, sandboxOperations[id].urls[0].slice(BULK.length), () => {
    const found = matching();
    found.forEach(apply);
    return found.length;
  });
}
