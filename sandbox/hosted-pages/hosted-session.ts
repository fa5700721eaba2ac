import type { FastifyRequest } from 'fastify';
import { matchesAny } from '../kernel/http/uri-patterns.js';
import type { SandboxContext } from '../kernel/context.js';
import { redirectPatternsOf } from '../kernel/credentials.js';
import { loadRedirectSession, type Intent } from '../redirects/redirect-sessions.js';

/** The live redirect session a hosted page was opened with (`?redirectSessionId=`), if it is for `intent`. */
export function sessionFor(context: SandboxContext, request: FastifyRequest, intent: Intent) {
  const id = (request.query as Record<string, unknown>).redirectSessionId;
  return sessionById(context, typeof id === 'string' ? id : undefined, intent);
}

export function sessionById(context: SandboxContext, id: string | undefined, intent: Intent) {
  const session = id ? loadRedirectSession(context, id) : undefined;
  return session?.intent === intent ? session : undefined;
}

/** Hosted pages only redirect onwards to URLs on the client's allowed list; others are shown as a link. */
export function allowedCallback(
  context: SandboxContext,
  url: string | undefined,
  clientId?: string,
): string | undefined {
  const patterns = redirectPatternsOf(context.db, clientId ?? context.credentials.clientId) ?? [];
  return url && matchesAny(url, patterns) ? url : undefined;
}
