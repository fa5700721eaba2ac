import type { FastifyInstance } from 'fastify';
import { findJob } from '../catalog-v3/jobs.js';
import { queryVariantsV3, searchVariantsV3 } from '../catalog-v3/variant-queries.js';
import type { SandboxContext } from '../context.js';
import { notFound } from '../errors.js';
import { anyCaller } from './support/access.js';
import { contract } from './support/contract.js';
import { operations } from './support/operation.js';

const OPTIONAL = { optional: true };

/** The catalogue version (answers on both catalogues), the read-only variants and the state of by-filter jobs. */
export function registerCatalogVersioningRoutes(app: FastifyInstance, context: SandboxContext): void {
  const read = operations(app, anyCaller(context));
  read.get('/stores/v3/provision/version', {}, () => ({ catalogVersion: context.catalogVersion }));
  read.post('/stores/v3/products/query-variants', contract('QueryVariantsV3', OPTIONAL), ({ body, caller }) =>
    queryVariantsV3(context, body.query, body.fields, caller),
  );
  read.post('/stores/v3/products/search-variants', contract('SearchVariantsV3', OPTIONAL), ({ body, caller }) =>
    searchVariantsV3(context, body.search, body.fields, caller),
  );

  app.get<{ Params: { jobId: string } }>('/_sandbox/jobs/:jobId', async (request) => {
    const job = findJob(context, request.params.jobId);
    if (!job) throw notFound('JOB_NOT_FOUND', `No job ${request.params.jobId}`);
    return { job };
  });
}
