import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { applicationFailure, systemFailure } from '../errors.js';
import { sendApiError } from './error-handler.js';

const DEV_PREFIX = '/_sandbox/';
const responsesToDrop = new WeakSet<FastifyRequest>();

/** Applies an injected fault (`POST /_sandbox/faults`) to a matching request. Development routes are never faulted. */
export async function applyFault(context: SandboxContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = request.url.split('?')[0]!;
  if (path.startsWith(DEV_PREFIX)) return;
  const fault = context.faults.take(request.method, path);
  if (!fault) return;
  if (fault.latencyMs) await sleep(fault.latencyMs);
  if (fault.dropAfterWrite) responsesToDrop.add(request);
  if (fault.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return;
  }
  if (fault.status === undefined) return;
  const error =
    fault.status === 429
      ? applicationFailure(429, 'THROTTLED', 'Too many requests (injected fault)')
      : fault.status >= 500
        ? systemFailure(fault.status, 'INJECTED_FAULT', 'Injected server failure')
        : applicationFailure(fault.status, 'INJECTED_FAULT', 'Injected failure');
  if (fault.status === 429 || fault.status === 503) error.headers['Retry-After'] = String(fault.retryAfter ?? 1);
  await sendApiError(reply, error);
}

/**
 * `onSend`: for a `dropAfterWrite` fault the request has been processed; its answer is lost with the connection.
 * A callback hook, as it never waits: every answer passes here, and a promise per answer costs CPU.
 */
export function dropResponseIfFaulted(
  request: FastifyRequest,
  _reply: FastifyReply,
  _payload: unknown,
  done: (error?: Error | null) => void,
): void {
  if (responsesToDrop.has(request)) request.raw.socket.destroy();
  done();
}
