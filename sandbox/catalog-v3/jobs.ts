import type { SandboxContext } from '../context.js';
import { newId } from '../ids.js';

export interface JobRecord {
  id: string;
  kind: string;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  processed: number;
  createdDate: string;
  finishedDate?: string;
}

/**
 * Starts an asynchronous by-filter job: the request answers with its id at once, and the work runs right after the
 * response in one transaction. `GET /_sandbox/jobs/:jobId` shows its state.
 */
export function startJob(context: SandboxContext, kind: string, work: () => number): { jobId: string } {
  const id = newId();
  context.db.run(
    "INSERT INTO v3_jobs (id, kind, status, created_date) VALUES (?, ?, 'IN_PROGRESS', ?)",
    id,
    kind,
    context.clock.nowIso(),
  );
  setImmediate(() => {
    let status: JobRecord['status'] = 'COMPLETED';
    let processed = 0;
    try {
      processed = context.db.transaction(work);
    } catch {
      status = 'FAILED';
    }
    context.db.run(
      'UPDATE v3_jobs SET status = ?, processed = ?, finished_date = ? WHERE id = ?',
      status,
      processed,
      context.clock.nowIso(),
      id,
    );
  });
  return { jobId: id };
}

export function findJob(context: SandboxContext, id: string): JobRecord | undefined {
  const row = context.db.get<{
    id: string;
    kind: string;
    status: JobRecord['status'];
    processed: number;
    created_date: string;
    finished_date: string | null;
  }>('SELECT * FROM v3_jobs WHERE id = ?', id);
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    processed: row.processed,
    createdDate: row.created_date,
    ...(row.finished_date ? { finishedDate: row.finished_date } : {}),
  };
}
