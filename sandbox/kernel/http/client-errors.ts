import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '../errors.js';
import { applicationFailure } from '../errors.js';

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request line or headers beyond the server's
 * `maxHeaderSize`, a malformed request, a client too slow to send its headers): answered with the platform's envelope
 * and a request id like every other answer, instead of Fastify's own body. The connection closes after it, as Node's
 * default handler does.
 */
function clientErrorResponse(error: NodeJS.ErrnoException, requestId: { header: string; value: string }): string {
  const failure = failureOf(error.code);
  const body = JSON.stringify(failure.body);
  return [
    `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${requestId.header}: ${requestId.value}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function failureOf(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW')
    return applicationFailure(
      431,
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
      'The request line and headers are too large; send a long query in a POST body',
    );
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return applicationFailure(408, 'REQUEST_TIMEOUT', 'The request was not received in time');
  return applicationFailure(400, 'MALFORMED_REQUEST', 'The request is not valid HTTP');
}

/** Fastify's `clientErrorHandler`: writes the envelope unless the socket is already gone. */
export const respondToClientError =
  (requestIdHeader: string, newId: () => string) =>
  (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(clientErrorResponse(error, { header: requestIdHeader, value: newId() }));
    socket.destroy(error);
  };
