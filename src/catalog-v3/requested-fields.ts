/** `{ fields }` when the caller asked for fields, nothing otherwise, so that an absent option is not sent. */
export function fieldsPart<F>(fields: F[] | undefined): { fields?: F[] } {
  return fields === undefined ? {} : { fields };
}

/** A bulk update element whose `fieldMask` may be given as a list of field paths, as the official client takes it. */
export type MaskedUpdate<T extends { fieldMask?: string }> = Omit<T, 'fieldMask'> & { fieldMask?: string | string[] };

/**
 * The elements as the wire takes them: a `fieldMask` list becomes one comma-joined string. New objects: the caller's
 * own elements are never changed.
 */
export function withJoinedMasks<T extends { fieldMask?: string }>(elements: ReadonlyArray<MaskedUpdate<T>>): T[] {
  return elements.map(({ fieldMask, ...element }) => {
    if (fieldMask === undefined) return element as T;
    return { ...element, fieldMask: Array.isArray(fieldMask) ? fieldMask.join(',') : fieldMask } as T;
  });
}
