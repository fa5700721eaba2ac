/**
 * Takes the server-sent-events support out of the generated axios client (`client.sse.*` and its import of
 * core/serverSentEvents.gen.ts): the contract has no event stream, and a bundler cannot drop the methods of an object
 * that every call builds, so each app would carry it. Each edit must find its text, or the generation fails: a new
 * version of the generator then needs this step looked at again.
 */
const EDITS: Array<{ what: string; pattern: RegExp }> = [
  { what: 'the import of createSseClient', pattern: /^import \{ createSseClient \} from '[^']+';\n/m },
  { what: 'makeSseFn', pattern: /^ {2}const makeSseFn = [\s\S]*?^ {2}\};\n\n/m },
  { what: 'the sse methods', pattern: /^ {4}sse: \{\n[\s\S]*?^ {4}\},\n/m },
];

export function withoutServerSentEvents(clientSource: string): string {
  return EDITS.reduce((source, { what, pattern }) => {
    if (!pattern.test(source))
      throw new Error(`client/client.gen.ts: ${what} not found; check strip-server-sent-events.ts`);
    return source.replace(pattern, '');
  }, clientSource);
}
