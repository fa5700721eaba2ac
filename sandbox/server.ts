import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from './config.js';
import type { SandboxContext } from './context.js';
import { notFound } from './errors.js';
import { answerClientError } from './http/client-errors.js';
import { registerCors } from './http/cors.js';
import { sendApiError, toApiError } from './http/error-handler.js';
import { guardDevEndpoint } from './http/dev-guard.js';
import { applyFault, dropAnswerIfFaulted } from './http/fault-hook.js';
import { newRequestId } from './ids.js';
import { registerAuthenticationRoutes } from './routes/authentication.js';
import { registerCatalogReadRoutes } from './routes/catalog-read.js';
import { registerCatalogWriteRoutes } from './routes/catalog-write.js';
import { registerCollectionRoutes } from './routes/collections.js';
import { registerBulkRoutes } from './routes/bulk.js';
import { registerDevRoutes } from './routes/dev.js';
import { registerWebhookDevRoutes } from './routes/dev-webhooks.js';
import { registerCartDevRoutes } from './routes/dev-carts.js';
import { registerAuthorizePage } from './routes/authorize-page.js';
import { registerHostedPages } from './routes/hosted-pages.js';
import { registerOAuthRoutes } from './routes/oauth.js';
import { registerRecoveryRoutes } from './routes/recovery.js';
import { registerRedirectRoutes } from './routes/redirects.js';
import { registerVerificationRoutes } from './routes/verification.js';
import { useEnglishZodMessages } from '../src/errors/zod-messages.js';
import { registerV1ExtraRoutes } from './routes/v1-extras.js';
import { registerCatalogGate } from './http/catalog-gate.js';
import { registerCatalogV3Routes } from './routes/catalog-v3.js';

export const REQUEST_ID_HEADER = 'X-Wix-Request-Id';

export async function buildServer(context: SandboxContext, logger = false): Promise<FastifyInstance> {
  // A missing field is told from a wrong type by the English message ("received undefined"); Zod Mini has no locale.
  useEnglishZodMessages();
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 1000 },
    genReqId: () => newRequestId(context.clock.now()),
    clientErrorHandler: answerClientError(REQUEST_ID_HEADER, () => newRequestId(context.clock.now())),
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      sendApiError(reply, toApiError(error, request));
    },
  });
  // JSON, and forms for the hosted pages and the token endpoint (as the platform takes them). Anything else is 415.
  app.removeContentTypeParser('text/plain');
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
  app.addHook('onSend', dropAnswerIfFaulted);
  registerCatalogGate(app, context);
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
  registerCartDevRoutes(app, context);
  registerV1ExtraRoutes(app, context);
  registerCatalogV3Routes(app, context);
  return app;
}
