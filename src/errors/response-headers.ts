/** Reads one header from axios' header bag or a plain object, whatever the case of its name. */
export function readHeader(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const getter = (headers as { get?: (name: string) => unknown }).get;
  if (typeof getter === 'function') {
    const value = getter.call(headers, name);
    if (value !== undefined && value !== null && value !== false) return String(value);
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() === wanted && value !== undefined && value !== null) return String(value);
  }
  return undefined;
}

export const REQUEST_ID_HEADER = 'x-wix-request-id';
