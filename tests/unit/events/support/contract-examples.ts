import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { DecodedEvent } from '../../../../generated/types.gen.js';
import type { EventType, EventTypeMap } from '../../../../src/events/index.js';

const EVENTS_SCHEMA_FILE = fileURLToPath(new URL('../../../../openapi/schemas/events.yaml', import.meta.url));
const WEBHOOKS_FILE = fileURLToPath(new URL('../../../../openapi/webhooks/events.yaml', import.meta.url));

interface SchemaWithExample {
  properties?: { eventType?: { const?: string } };
  example?: unknown;
}

/** The decoded-event examples of the contract (`openapi/schemas/events.yaml`), keyed by their wire event type. */
export function contractExamples(): Map<EventType, DecodedEvent> {
  const schemas = parse(readFileSync(EVENTS_SCHEMA_FILE, 'utf8')) as Record<string, SchemaWithExample>;
  const examples = new Map<EventType, DecodedEvent>();
  for (const schema of Object.values(schemas)) {
    const eventType = schema.properties?.eventType?.const;
    if (eventType !== undefined) examples.set(eventType as EventType, schema.example as DecodedEvent);
  }
  return examples;
}

export function contractExample<Type extends EventType>(eventType: Type): EventTypeMap[Type] {
  const example = contractExamples().get(eventType);
  if (example === undefined) throw new Error(`The contract has no example for ${eventType}`);
  return structuredClone(example) as EventTypeMap[Type];
}

/** Every event type the contract's webhooks deliver, read from the decoded (`application/json`) body of each. */
export function webhookEventTypes(): string[] {
  const webhooks = parse(readFileSync(WEBHOOKS_FILE, 'utf8')) as Record<
    string,
    { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }
  >;
  const schemas = parse(readFileSync(EVENTS_SCHEMA_FILE, 'utf8')) as Record<string, SchemaWithExample>;
  return Object.values(webhooks).map((webhook) => {
    const ref = webhook.post.requestBody.content['application/json'].schema.$ref;
    const name = ref.slice(ref.lastIndexOf('/') + 1);
    return schemas[name]?.properties?.eventType?.const ?? `missing schema ${name}`;
  });
}
