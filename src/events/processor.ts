import { decodeEnvelope } from './decode-envelope.js';
import { SiteEventVerificationError } from './event-errors.js';
import type { SiteEvent } from './event-types.js';
import { toSiteEvent } from './handler-envelope.js';
import { createHandlerRegistry, type HandlerRegistry } from './handler-registry.js';
import { claimToken } from './replay-guard.js';
import { createMemoryReplayStore, type ReplayStore } from './replay-store.js';
import { validateDecodedEvent } from './validate-event.js';
import { createTokenVerifier, type TokenVerificationOptions } from './verify-token.js';

export interface EventProcessorOptions extends TokenVerificationOptions {
  /**
   * Where processed tokens are remembered, to refuse replays. Default: in this processor's memory, which is enough
   * for one process; give a shared store when several receive events. `false` turns replay detection off.
   */
  replayStore?: ReplayStore | false;
}

export interface EventProcessor {
  on: HandlerRegistry['on'];
  /**
   * Verifies the JWT (the raw request body), decodes and validates the event, runs its handlers, and returns it.
   * Throws a `SiteEventError` for an untrustworthy or invalid delivery, and an `EventHandlersError` when handlers
   * failed; in that case the token is forgotten again, so that the platform's redelivery is accepted.
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

  async function process(token: string): Promise<SiteEvent> {
    const verified = await verify(readToken(token));
    const replayKey = replayStore ? await claimToken(replayStore, verified, now()) : undefined;
    const event = toSiteEvent(validateDecodedEvent(decodeEnvelope(verified.claims)));
    try {
      await registry.dispatch(event);
    } catch (error) {
      if (replayStore && replayKey !== undefined) await replayStore.delete(replayKey);
      throw error;
    }
    return event;
  }

  return {
    on: registry.on,
    process,
    processRequest: async (request) => process(await request.text()),
  };
}

function readToken(body: unknown): string {
  if (typeof body !== 'string') {
    throw new SiteEventVerificationError({
      code: 'EVENT_TOKEN_MALFORMED',
      message: 'The event must be given as the request body text (the JWT)',
    });
  }
  return body.trim();
}
