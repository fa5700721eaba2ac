import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where an empty body reads as no body at all: the platform's own examples send
 * `Content-Type: application/json` on calls that take no body (a DELETE, `remove-brand`), and it answers them. Every
 * call then treats the missing body as it treats a request without one: an optional body is `{}`, a required one fails
 * validation. Anything that is not empty must still be JSON (prototype keys refused, as by Fastify's own parser).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // `parseAs: 'string'`
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
