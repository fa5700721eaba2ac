import type { ArgumentPaths } from './argument-names.js';

/** Positional arguments keep their wire names; the keys of the trailing options object become `options.<key>`. */
export function args(positional: readonly string[], optionKeys: readonly string[] = []): ArgumentPaths {
  return [
    ...positional.map((name) => [name, name] as const),
    ...optionKeys.map((key) => [key, `options.${key}`] as const),
  ];
}

/** Calls whose only argument is an options object: every wire field is `options.<field>`. */
export const optionsOnly = (keys: readonly string[]): ArgumentPaths => args([], keys);

/** `updateX(id, entity)`: `entity.id` is the id argument. */
export const update = (id: string, entity: string, optionKeys: readonly string[] = []): ArgumentPaths => [
  ...args([id, entity], optionKeys),
  [`${entity}.id`, id],
];
