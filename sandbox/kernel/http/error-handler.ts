import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxOperations } from '../../../generated/sandbox-operations.gen.js';
import { ApiError, applicationFailure, fieldFailure, oauthFailure, systemFailure } from '../errors.js';

/** The token endpoint's bindings, which answer a malformed body in the OAuth error form (RFC 6749 §5.2). */
const TOKEN_URLS: readonly string[] = sandboxOperations.token.urls;

/** Maps anything thrown while handling a request to the platform envelope; nothing escapes as a bare 500. */
export function toApiError(error: FastifyError | Error, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limitBytes = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    return applicationFailure(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limitBytes / 2 ** 20} MB`);
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return applicationFailure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  if (status !== undefined && status >= 400 && status < 500) {
    if (TOKEN_URLS.includes(request.routeOptions.url ?? ''))
      return oauthFailure(400, 'invalid_request', requestProblem(error, code));
    return fieldFailure('$', requestProblem(error, code), 'VALIDATION');
  }
  request.log.error(error);
  return systemFailure(500, 'INTERNAL', 'Internal error');
}

function requestProblem(error: Error, code: string | undefined): string {
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'the JSON body is empty';
  if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return `malformed JSON: ${error.message}`;
  return error.message;
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send(error.body);
}
