import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../kernel/context.js';
import { mediaFileOrPlaceholder } from './media-files.js';
import { acceptUpload, MAX_UPLOAD_BYTES, UPLOAD_TYPES } from './uploads.js';

/**
 * The Media Manager's files on the platform's image path, `/media/<id>` (with any transformation after it, such as
 * `/v1/fit/w_50,h_50/<name>`, answered with the original), and the upload URLs' PUT, which are no operations of the
 * contract: the platform serves them on its image and upload hosts.
 */
export function registerMediaFileRoutes(app: FastifyInstance, context: SandboxContext): void {
  const serveFile = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const file = mediaFileOrPlaceholder(context.db, request.params.id);
    return reply
      .type(file.mimeType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(Buffer.from(file.bytes));
  };
  app.get('/media/:id', serveFile);
  app.get('/media/:id/*', serveFile);

  // Only the upload takes picture bodies: the parser lives in this scope.
  void app.register(async (uploads) => {
    uploads.addContentTypeParser(
      [...Object.keys(UPLOAD_TYPES), 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.put<{ Params: { token: string }; Querystring: { filename?: string } }>(
      '/upload/:token',
      { bodyLimit: MAX_UPLOAD_BYTES },
      async (request) =>
        acceptUpload(context, {
          token: request.params.token,
          contentType: request.headers['content-type']?.split(';')[0]?.trim().toLowerCase(),
          fileName: typeof request.query.filename === 'string' ? request.query.filename : undefined,
          bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        }),
    );
  });
}
