import { decodeEnvelope } from './decode-envelope.js';
import { SiteEventVerificationError } from './event-errors.js';
import type { SiteEvent } from './event-types.js';
import { toSiteEvent } from './handler-envelope.js';
import { createHandlerRegistry, type HandlerRegistry } from './handler-registry.js';
import { claimToken } from './replay-guard.js';
import { createRedeliveryRecord } from './redelivery-record.js';
import { createMemoryReplayStore, type ReplayStore } from './replay-store.js';
import { validateDecodedEvent } from './validate-event.js';
import { createTokenVerifier, type TokenVerificationOptions } from './verify-token.js';

export interface EventProcessorOptions extends TokenVerificationOptions {
  /**
   * Where processed tokens are remembered, to refuse replays. Default: in this processor's memory, which is enough
   * for one process; give a shared store when several receive events. `false` turns replay detection off.
   */
  replayStore?: ReplayStore | false;
  /**
   * How long after a delivery whose handlers failed its redelivery is still accepted, although the token is then
   * older than `maxAgeSeconds`. Default 72 hours. Needs the replay store, which remembers the failure.
   */
  redeliveryWindowSeconds?: number;
  /** Longer tokens are refused before they are verified (`EVENT_TOKEN_TOO_LARGE`). Default 1 MiB. */
  maxTokenBytes?: number;
}

export const DEFAULT_REDELIVERY_WINDOW_SECONDS = 72 * 3600;
export const DEFAULT_MAX_TOKEN_BYTES = 1024 * 1024;

export interface EventProcessor {
  on: HandlerRegistry['on'];
  /**
   * Verifies the JWT (the raw request body), decodes and validates the event, runs its handlers, and returns it.
   * Throws a `SiteEventError` for an untrustworthy or invalid delivery, and an `EventHandlersError` when handlers
   * failed; in that case the token is forgotten again and its failure remembered, so that the platform's redelivery
   * of that very token is accepted for `redeliveryWindowSeconds`, even when it is older than `maxAgeSeconds` by then.
   * Any other token older than `maxAgeSeconds` is refused. Without a replay store no failure is remembered: a
   * redelivery is then accepted only within `maxAgeSeconds`.
   */
  process(token: string): Promise<SiteEvent>;
  /** `process` with the body of a fetch `Request`. */
  processRequest(request: Request): Promise<SiteEvent>;
}

export function createEventProcessor(options: EventProcessorOptions): EventProcessor {
  const verify = createTokenVerifier(options);
  const now = options.now ?? Date.now;
  const replayStore = options.replayStore ?? createMemoryReplayStore({ now });
  const registry = createHandlerRegistry();

  const redelivery = replayStore
    ? createRedeliveryRecord(replayStore, options.redeliveryWindowSeconds ?? DEFAULT_REDELIVERY_WINDOW_SECONDS)
    : undefined;
  const maxTokenBytes = options.maxTokenBytes ?? DEFAULT_MAX_TOKEN_BYTES;

  async function process(token: string): Promise<SiteEvent> {
    const verified = await verify(readToken(token, maxTokenBytes), redelivery?.isAwaited);
    const replayKey = replayStore ? await claimToken(replayStore, verified, now()) : undefined;
    const event = toSiteEvent(validateDecodedEvent(decodeEnvelope(verified.claims)));
    try {
      await registry.dispatch(event);
    } catch (error) {
      if (replayStore && replayKey !== undefined) await replayStore.delete(replayKey);
      await redelivery?.await(verified);
      throw error;
    }
    await redelivery?.settle(verified);
    return event;
  }

  return {
    on: registry.on,
    process,
    processRequest: async (request) => process(await request.text()),
  };
}

function readToken(body: unknown, maxTokenBytes: number): string {
  if (typeof body !== 'string') {
    throw new SiteEventVerificationError({
      code: 'EVENT_TOKEN_MALFORMED',
      message: 'The event must be given as the request body text (the JWT)',
    });
  }
  // A JWT is ASCII: its length is its size in bytes.
  if (body.length > maxTokenBytes) {
    throw new SiteEventVerificationError({
      code: 'EVENT_TOKEN_TOO_LARGE',
      message: `The event token is larger than ${maxTokenBytes} bytes (maxTokenBytes)`,
    });
  }
  return body.trim();
}
