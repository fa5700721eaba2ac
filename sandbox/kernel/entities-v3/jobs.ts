import type { SandboxContext } from '../context.js';
import { ApiError } from '../errors.js';
import { newId } from '../ids.js';

/** Why a job failed: the envelope's application code (or `INTERNAL`) and its description. */
export interface JobFailure {
  code: string;
  description: string;
}

export interface JobRecord {
  id: string;
  kind: string;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  processed: number;
  createdDate: string;
  finishedDate?: string;
  failure?: JobFailure;
}

/** A job that was running when its sandbox stopped (SIGKILL, a crash): its transaction never committed. */
export const INTERRUPTED: JobFailure = {
  code: 'JOB_INTERRUPTED',
  description: 'The sandbox stopped while the job ran; nothing it would have changed was changed',
};

/**
 * Starts an asynchronous by-filter job: the request answers with its id at once, and the work runs right after the
 * response in one transaction, so a job changes everything it matched or nothing (a failure is recorded with its
 * reason). `GET /_sandbox/jobs/:jobId` shows its state.
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
    let processed = 0;
    let failure: JobFailure | undefined;
    try {
      processed = context.db.transaction(work);
    } catch (error) {
      failure = failureOf(error);
    }
    finishJob(context, id, processed, failure);
  });
  return { jobId: id };
}

function failureOf(error: unknown): JobFailure {
  if (!(error instanceof ApiError)) return { code: 'INTERNAL', description: 'Internal error' };
  const details = error.body.details as { applicationError?: { code: string } } | undefined;
  return { code: details?.applicationError?.code ?? 'VALIDATION', description: error.body.message };
}

function finishJob(context: SandboxContext, id: string, processed: number, failure: JobFailure | undefined): void {
  context.db.run(
    'UPDATE v3_jobs SET status = ?, processed = ?, finished_date = ?, failure = ? WHERE id = ?',
    failure ? 'FAILED' : 'COMPLETED',
    processed,
    context.clock.nowIso(),
    failure ? JSON.stringify(failure) : null,
    id,
  );
}

/**
 * At start-up no job of this database is running: one still `IN_PROGRESS` was cut off by a stop, and its transaction
 * rolled back, so it failed as `JOB_INTERRUPTED`. Answers how many were.
 */
export function failInterruptedJobs(context: SandboxContext): number {
  const { changes } = context.db.run(
    "UPDATE v3_jobs SET status = 'FAILED', processed = 0, finished_date = ?, failure = ? WHERE status = 'IN_PROGRESS'",
    context.clock.nowIso(),
    JSON.stringify(INTERRUPTED),
  );
  return Number(changes);
}

export function findJob(context: SandboxContext, id: string): JobRecord | undefined {
  const row = context.db.get<{
    id: string;
    kind: string;
    status: JobRecord['status'];
    processed: number;
    created_date: string;
    finished_date: string | null;
    failure: string | null;
  }>('SELECT * FROM v3_jobs WHERE id = ?', id);
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    processed: row.processed,
    createdDate: row.created_date,
    ...(row.finished_date ? { finishedDate: row.finished_date } : {}),
    ...(row.failure ? { failure: JSON.parse(row.failure) as JobFailure } : {}),
  };
}
