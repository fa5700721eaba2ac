import { frozenCopy } from './deep-freeze.js';
import { isEventType } from './event-catalog.js';
import { EventHandlersError } from './event-errors.js';
import type { EventHandler, EventType, SiteEvent } from './event-types.js';

type AnyHandler = (payload: unknown) => void | Promise<void>;

export interface HandlerRegistry {
  /** Registers `handler` for `eventType`; the returned function unregisters it. */
  on<Type extends EventType>(eventType: Type, handler: EventHandler<Type>): () => void;
  /**
   * Runs every handler of the event's type concurrently, each with its own frozen copy of the payload. All of them
   * run even when some fail; then the failures are thrown together as an `EventHandlersError` (an AggregateError).
   */
  dispatch(event: SiteEvent): Promise<void>;
}

export function createHandlerRegistry(): HandlerRegistry {
  const handlersByType = new Map<EventType, Set<AnyHandler>>();

  function on<Type extends EventType>(eventType: Type, handler: EventHandler<Type>): () => void {
    if (!isEventType(eventType)) throw new TypeError(`Unknown event type: ${String(eventType)}`);
    if (typeof handler !== 'function') throw new TypeError('An event handler must be a function');
    const handlers = handlersByType.get(eventType) ?? new Set<AnyHandler>();
    handlersByType.set(eventType, handlers);
    // Wrapped so that registering the same function twice yields two independent registrations.
    const registration: AnyHandler = (payload) => handler(payload as Parameters<EventHandler<Type>>[0]);
    handlers.add(registration);
    return () => {
      handlers.delete(registration);
    };
  }

  async function dispatch(event: SiteEvent): Promise<void> {
    const handlers = [...(handlersByType.get(event.eventType) ?? [])];
    const outcomes = await Promise.allSettled(handlers.map(async (handler) => handler(frozenCopy(event.payload))));
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    if (failures.length > 0) throw new EventHandlersError(event, failures, handlers.length);
  }

  return { on, dispatch };
}
