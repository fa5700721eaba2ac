import type { FastifyInstance } from 'fastify';
import { findJob } from '../catalog-v3/jobs.js';
import { queryVariantsV3, searchVariantsV3 } from '../catalog-v3/variant-queries.js';
import type { SandboxContext } from '../context.js';
import { notFound } from '../errors.js';
import { anyCaller } from './support/access.js';
import { serve } from './support/serve.js';

/** The catalogue version (answers on both catalogues), the read-only variants and the state of by-filter jobs. */
export function registerCatalogVersioningRoutes(app: FastifyInstance, context: SandboxContext): void {
  serve(app, anyCaller(context), {
    getCatalogVersion: () => ({ catalogVersion: context.catalogVersion }),
    queryVariantsV3: ({ body, caller }) => queryVariantsV3(context, body.query, body.fields, caller),
    searchVariantsV3: ({ body, caller }) => searchVariantsV3(context, body.search, body.fields, caller),
  });

  // The sandbox's own view of a job, not an operation of the platform's contract.
  app.get<{ Params: { jobId: string } }>('/_sandbox/jobs/:jobId', async (request) => {
    const job = findJob(context, request.params.jobId);
    if (!job) throw notFound('JOB_NOT_FOUND', `No job ${request.params.jobId}`);
    return { job };
  });
}
