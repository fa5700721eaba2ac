/** `Not Found` → `NOT_FOUND`, `Internal Server Error` → `INTERNAL_SERVER_ERROR`. */
export function constantCase(text: string): string {
  return text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}
