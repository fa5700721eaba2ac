import type { DecodedEvent, EventEnvelope } from '../../generated/types.gen.js';

/** The inverse of decoding: `identity` and `data` become JSON texts inside the envelope, as the platform sends them. */
export function encodeEventEnvelope(event: DecodedEvent): EventEnvelope {
  const { eventType, instanceId, identity, data, accountInfo } = event;
  return {
    eventType,
    instanceId,
    ...(identity === undefined ? {} : { identity: JSON.stringify(identity) }),
    data: JSON.stringify(data),
    ...(accountInfo === undefined ? {} : { accountInfo }),
  };
}
