import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/caller.js';
import { findJob } from '../catalog-v3/jobs.js';
import type { SandboxContext } from '../context.js';
import { notFound } from '../errors.js';

/** The catalogue version (answers on both catalogues) and the state of by-filter jobs. */
export function registerCatalogVersioningRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/stores/v3/provision/version', async (request) => {
    authenticate(context, request);
    return { catalogVersion: context.catalogVersion };
  });

  app.get<{ Params: { jobId: string } }>('/_sandbox/jobs/:jobId', async (request) => {
    const job = findJob(context, request.params.jobId);
    if (!job) throw notFound('JOB_NOT_FOUND', `No job ${request.params.jobId}`);
    return { job };
  });
}
