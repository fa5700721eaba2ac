import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from './config.js';
import type { SandboxContext } from './context.js';
import { notFound } from './errors.js';
import { registerCors } from './http/cors.js';
import { sendApiError, toApiError } from './http/error-handler.js';
import { applyFault } from './http/fault-hook.js';
import { newRequestId } from './ids.js';
import { registerAuthenticationRoutes } from './routes/authentication.js';
import { registerCatalogReadRoutes } from './routes/catalog-read.js';
import { registerCatalogWriteRoutes } from './routes/catalog-write.js';
import { registerCollectionRoutes } from './routes/collections.js';
import { registerBulkRoutes } from './routes/bulk.js';
import { registerDevRoutes } from './routes/dev.js';
import { registerWebhookDevRoutes } from './routes/dev-webhooks.js';
import { registerAuthorizePage } from './routes/authorize-page.js';
import { registerHostedPages } from './routes/hosted-pages.js';
import { registerOAuthRoutes } from './routes/oauth.js';
import { registerRecoveryRoutes } from './routes/recovery.js';
import { registerRedirectRoutes } from './routes/redirects.js';
import { registerVerificationRoutes } from './routes/verification.js';
import { registerCatalogueGate } from './http/catalogue-gate.js';
import { registerCatalogV3Routes } from './routes/catalog-v3.js';

export const REQUEST_ID_HEADER = 'X-Wix-Request-Id';

export async function buildServer(context: SandboxContext, logger = false): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 1000 },
    genReqId: () => newRequestId(context.clock.now()),
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      sendApiError(reply, toApiError(error, request));
    },
  });
  // The platform API is JSON only; forms are for the hosted pages. Anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // CORS first, so that injected faults reach browsers as their status rather than as a CORS failure.
  await registerCors(app, context.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    await applyFault(context, request, reply);
  });
  registerCatalogueGate(app, context);
  app.setErrorHandler((error, request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return sendApiError(reply, toApiError(error as Error, request));
  });
  app.setNotFoundHandler((request, reply) =>
    sendApiError(reply, notFound('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
  registerOAuthRoutes(app, context);
  registerAuthenticationRoutes(app, context);
  registerRecoveryRoutes(app, context);
  registerVerificationRoutes(app, context);
  registerRedirectRoutes(app, context);
  registerAuthorizePage(app, context);
  registerHostedPages(app, context);
  registerCatalogReadRoutes(app, context);
  registerCatalogWriteRoutes(app, context);
  registerCollectionRoutes(app, context);
  registerBulkRoutes(app, context);
  registerDevRoutes(app, context);
  registerWebhookDevRoutes(app, context);
  registerCatalogV3Routes(app, context);
  return app;
}
