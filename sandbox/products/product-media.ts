import type { ChoiceMedia, FieldViolation, ProductMediaInput } from '../../generated/types.gen.js';
import { validationFailure } from '../kernel/errors.js';
import { newMediaId } from './products-input.js';
import type { ChoiceSource, ProductSource } from './product-source.js';

/**
 * Adds gallery items by media id (served by the sandbox at `/_sandbox/media/<id>`) or by URL, optionally attaching
 * each to a choice.
 */
export function addMedia(source: ProductSource, inputs: ProductMediaInput[]): void {
  const violations = inputs.flatMap((input, i) =>
    input.choice ? choiceViolations(source, input.choice, `media[${i}].choice`) : [],
  );
  if (violations.length > 0) throw validationFailure(violations);
  for (const input of inputs) {
    const id = 'mediaId' in input ? input.mediaId : newMediaId();
    const url = 'url' in input ? input.url : `/_sandbox/media/${encodeURIComponent(id)}`;
    if (!source.media.some((m) => m.id === id)) {
      source.media.push({
        id,
        mediaType: 'image',
        image: { url, width: 1000, height: 1000 },
        thumbnail: { url, width: 50, height: 50 },
      });
    }
    if (input.choice) attach(findChoice(source, input.choice.option, input.choice.choice)!, [id]);
  }
}

/** Removes the given gallery items, or all of them when `mediaIds` is empty, from the gallery and the choices. */
export function removeMedia(source: ProductSource, requested: string[]): void {
  const mediaIds = requested.length > 0 ? requested : source.media.map((m) => m.id!);
  const violations = mediaIds.flatMap((id, i) =>
    source.media.some((m) => m.id === id) ? [] : [violation(`mediaIds[${i}]`, `${id} is not in the product's gallery`)],
  );
  if (violations.length > 0) throw validationFailure(violations);
  source.media = source.media.filter((m) => !mediaIds.includes(m.id!));
  for (const option of source.options) for (const choice of option.choices) detach(choice, mediaIds);
}

export function attachChoiceMedia(source: ProductSource, entries: ChoiceMedia[]): void {
  assertChoiceMedia(source, entries);
  for (const entry of entries) attach(findChoice(source, entry.option, entry.choice)!, entry.mediaIds ?? []);
}

/**
 * Detaches the given media from the given choices: an entry without `mediaIds` (or with an empty list) detaches all of
 * that choice's media, and no entries at all detach every medium from every choice (the reference's reading).
 */
export function detachChoiceMedia(source: ProductSource, entries: ChoiceMedia[]): void {
  if (entries.length === 0) {
    for (const option of source.options) for (const choice of option.choices) choice.mediaIds = [];
    return;
  }
  assertChoiceMedia(source, entries);
  for (const entry of entries) {
    const choice = findChoice(source, entry.option, entry.choice)!;
    if (entry.mediaIds?.length) detach(choice, entry.mediaIds);
    else choice.mediaIds = [];
  }
}

function assertChoiceMedia(source: ProductSource, entries: ChoiceMedia[]): void {
  const violations = entries.flatMap((entry, i) => [
    ...choiceViolations(source, entry, `media[${i}]`),
    ...(entry.mediaIds ?? []).flatMap((id, j) =>
      source.media.some((m) => m.id === id)
        ? []
        : [violation(`media[${i}].mediaIds[${j}]`, `${id} is not in the product's gallery`)],
    ),
  ]);
  if (violations.length > 0) throw validationFailure(violations);
}

function choiceViolations(
  source: ProductSource,
  ref: { option: string; choice: string },
  field: string,
): FieldViolation[] {
  if (!source.options.some((o) => o.name === ref.option))
    return [violation(`${field}.option`, `${ref.option} is not an option of the product`)];
  if (!findChoice(source, ref.option, ref.choice))
    return [violation(`${field}.choice`, `${ref.choice} is not a choice of ${ref.option}`)];
  return [];
}

function findChoice(source: ProductSource, option: string, choice: string): ChoiceSource | undefined {
  return source.options
    .find((o) => o.name === option)
    ?.choices.find((c) => c.description === choice || c.value === choice);
}

function attach(choice: ChoiceSource, mediaIds: string[]): void {
  choice.mediaIds = [...choice.mediaIds, ...mediaIds.filter((id) => !choice.mediaIds.includes(id))];
}

function detach(choice: ChoiceSource, mediaIds: string[]): void {
  choice.mediaIds = choice.mediaIds.filter((id) => !mediaIds.includes(id));
}

function violation(field: string, description: string): FieldViolation {
  return { field, description, violatedRule: 'VALIDATION' };
}
