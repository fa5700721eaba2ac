import type { DecodedEvent } from '../../generated/types.gen.js';
import { EVENT_TYPES, eventDefinition, isEventType } from './event-catalog.js';
import { SiteEventPayloadError, SiteUnknownEventTypeError } from './event-errors.js';
import type { DecodedEnvelope } from './decode-envelope.js';
import { assertSafeFieldPaths } from './unflatten-fields.js';
import { useEnglishZodMessages } from '../errors/zod-messages.js';

/**
 * Checks the decoded envelope against the generated schema of its event type and returns it unchanged: the schema's
 * output would drop fields the contract does not describe yet.
 */
export function validateDecodedEvent(decoded: DecodedEnvelope): DecodedEvent {
  useEnglishZodMessages();
  if (!isEventType(decoded.eventType)) throw new SiteUnknownEventTypeError(decoded.eventType, EVENT_TYPES);
  const result = eventDefinition(decoded.eventType).schema.safeParse(decoded);
  if (!result.success) {
    throw new SiteEventPayloadError({
      code: 'EVENT_PAYLOAD_INVALID',
      message: `The ${decoded.eventType} event does not match its schema: ${describeIssues(result.error.issues)}`,
      details: result.error.issues,
    });
  }
  const event = decoded as DecodedEvent;
  if (eventDefinition(event.eventType).body === 'updated') {
    const { updatedEvent } = event.data as { updatedEvent: { modifiedFields?: Record<string, unknown> } };
    assertSafeFieldPaths(updatedEvent.modifiedFields ?? {});
  }
  return event;
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}
