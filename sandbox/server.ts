import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from './kernel/config.js';
import type { SandboxContext } from './kernel/context.js';
import { notFound } from './kernel/errors.js';
import { respondToClientError } from './kernel/http/client-errors.js';
import { registerCors } from './kernel/http/cors.js';
import { registerJsonBodyParser } from './kernel/http/json-body.js';
import { sendApiError, toApiError } from './kernel/http/error-handler.js';
import { guardDevEndpoint } from './kernel/http/dev-guard.js';
import { applyFault, dropResponseIfFaulted } from './kernel/http/fault-hook.js';
import { newRequestId } from './kernel/ids.js';
import { contractRoutes } from './contract-routes.js';
import { serveModules } from './kernel/http/module-routes.js';
import { registerDevRoutes } from './dev/dev-routes.js';
import { registerMediaFileRoutes } from './files/media-file-routes.js';
import { registerWebhookDevRoutes } from './dev/dev-webhook-routes.js';
import { registerCartDevRoutes } from './dev/dev-cart-routes.js';
import { registerAuthorizePage } from './auth/authorize-page.js';
import { registerHostedPages } from './hosted-pages/hosted-page-routes.js';
import { useEnglishZodMessages } from '../src/errors/zod-messages.js';
import { registerCatalogGate } from './kernel/http/catalog-gate.js';
import { registerRequestLog } from './kernel/http/request-log.js';

export const REQUEST_ID_HEADER = 'X-Wix-Request-Id';

export async function buildServer(context: SandboxContext, logger = false): Promise<FastifyInstance> {
  // A missing field is told from a wrong type by the English message ("received undefined"); Zod Mini has no locale.
  useEnglishZodMessages();
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 1000 },
    genReqId: () => newRequestId(context.clock.now()),
    clientErrorHandler: respondToClientError(REQUEST_ID_HEADER, () => newRequestId(context.clock.now())),
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      sendApiError(reply, toApiError(error, request));
    },
  });
  // JSON, and forms for the hosted pages and the token endpoint (as the platform takes them). Anything else is 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // CORS first, so that injected faults reach browsers as their status rather than as a CORS failure.
  await registerCors(app, context.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    guardDevEndpoint(context, request);
    await applyFault(context, request, reply);
  });
  app.addHook('onSend', dropResponseIfFaulted);
  registerRequestLog(app, context.requests);
  registerCatalogGate(app, context);
  app.setErrorHandler((error, request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return sendApiError(reply, toApiError(error as Error, request));
  });
  app.setNotFoundHandler((request, reply) =>
    sendApiError(reply, notFound('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
  // Every operation of the contract, from its module's route file (docs/decisions.md#36); the catalog gate above
  // answers 428 for the other catalog's paths before any of them runs.
  serveModules(app, context, contractRoutes);
  // The platform's hosted pages and the sandbox's own endpoints, which are no operations of the contract.
  registerAuthorizePage(app, context);
  registerHostedPages(app, context);
  registerMediaFileRoutes(app, context);
  registerDevRoutes(app, context);
  registerWebhookDevRoutes(app, context);
  registerCartDevRoutes(app, context);
  return app;
}
