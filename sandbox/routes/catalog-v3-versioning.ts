import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/caller.js';
import { findJob } from '../catalog-v3/jobs.js';
import { queryVariantsV3, searchVariantsV3 } from '../catalog-v3/variant-queries-v3.js';
import { zQueryVariantsV3Body, zSearchVariantsV3Body } from '../../generated/zod.gen.js';
import { optionalBody, validate } from '../http/input.js';
import type { SandboxContext } from '../context.js';
import { notFound } from '../errors.js';

/** The catalogue version (answers on both catalogues), the read-only variants and the state of by-filter jobs. */
export function registerCatalogVersioningRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/stores/v3/provision/version', async (request) => {
    authenticate(context, request);
    return { catalogVersion: context.catalogVersion };
  });

  app.post('/stores/v3/products/query-variants', async (request) => {
    const caller = authenticate(context, request);
    const body = validate(zQueryVariantsV3Body, optionalBody(request));
    return queryVariantsV3(context, body.query, body.fields, caller);
  });

  app.post('/stores/v3/products/search-variants', async (request) => {
    const caller = authenticate(context, request);
    const body = validate(zSearchVariantsV3Body, optionalBody(request));
    return searchVariantsV3(context, body.search, body.fields, caller);
  });

  app.get<{ Params: { jobId: string } }>('/_sandbox/jobs/:jobId', async (request) => {
    const job = findJob(context, request.params.jobId);
    if (!job) throw notFound('JOB_NOT_FOUND', `No job ${request.params.jobId}`);
    return { job };
  });
}
