import type { JWTPayload } from 'jose';
import { zEventEnvelope } from '../../generated/zod.gen.js';
import { useEnglishZodMessages } from '../errors/zod-messages.js';
import { SiteEventPayloadError } from './event-errors.js';
import { parseJsonWithoutProtoKeys } from './safe-json.js';

/** The envelope with its double-encoded `identity` and `data` parsed; not yet checked against the event's schema. */
export interface DecodedEnvelope {
  eventType: string;
  instanceId: string;
  identity?: unknown;
  accountInfo?: unknown;
  data: unknown;
}

/**
 * The `data` claim is the JSON text of the envelope, whose `identity` and `data` are JSON texts again. Fields are
 * taken from the parsed JSON rather than the schema's output, so fields the contract does not know yet survive.
 */
export function decodeEnvelope(claims: JWTPayload): DecodedEnvelope {
  useEnglishZodMessages();
  if (typeof claims.data !== 'string') {
    throw new SiteEventPayloadError({ code: 'EVENT_DATA_CLAIM_NOT_STRING', message: 'Unexpected type of JWT data' });
  }
  const envelope = parseJsonWithoutProtoKeys(claims.data, 'envelope');
  const shape = zEventEnvelope.safeParse(envelope);
  if (!shape.success) {
    throw new SiteEventPayloadError({
      code: 'EVENT_ENVELOPE_MALFORMED',
      message: 'The event envelope lacks eventType, instanceId or data, or has fields of the wrong type',
      details: shape.error.issues,
    });
  }
  const raw = envelope as Record<string, unknown>;
  const { eventType, instanceId, identity, data } = shape.data;
  return {
    eventType,
    instanceId,
    ...(identity === undefined ? {} : { identity: parseJsonWithoutProtoKeys(identity, 'identity') }),
    ...(raw.accountInfo === undefined ? {} : { accountInfo: raw.accountInfo }),
    data: parseJsonWithoutProtoKeys(data, 'data'),
  };
}
