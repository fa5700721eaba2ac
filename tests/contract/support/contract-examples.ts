import { readBundle } from './operation-ids.js';

type Example = Record<string, unknown>;

/** The `example` of a component schema of the contract, so that samples use the values the contract shows. */
export function exampleOf(schema: string): Example {
  const example = readBundle().components.schemas[schema]?.example;
  if (example === undefined) throw new Error(`the contract's ${schema} has no example`);
  return example as Example;
}

/** A string field of a schema's example. */
export function exampleString(schema: string, field: string): string {
  const value = exampleOf(schema)[field];
  if (typeof value !== 'string') throw new Error(`the example of ${schema} has no string ${field}`);
  return value;
}

/** The id of a choice (by position) in the contract's example customization. */
export function exampleChoiceId(index: number): string {
  const settings = exampleOf('Customization').choicesSettings as { choices: Array<{ id?: string }> };
  const id = settings.choices[index]?.id;
  if (id === undefined) throw new Error(`the example customization has no choice ${index}`);
  return id;
}
