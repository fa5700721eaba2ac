/** `{...fields, id}` with the ID appended last, as the official client sends update bodies. */
export function withIdLast<T extends { id?: string }>(entity: T, id: string): T {
  const { id: _ignored, ...fields } = entity;
  return { ...fields, id } as T;
}
