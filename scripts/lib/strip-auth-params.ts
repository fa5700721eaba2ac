/**
 * Takes the contract's security schemes out of the generated axios client's requests (`setAuthParams`): the SDK
 * functions are generated without them (openapi-ts.config.ts, `auth: false`) and sitekit's request interceptor sets
 * every credential (src/http/request-interceptor.ts), so the step could only run on a request that names `security`
 * itself, and a bundler cannot drop it from a request function that every call runs. Each edit must find its text, or
 * the generation fails: a new version of the generator then needs this step looked at again.
 */
const EDITS: Array<{ what: string; pattern: RegExp; replacement: string }> = [
  {
    what: 'the import of setAuthParams',
    pattern: /, setAuthParams \} from '\.\/utils\.gen\.js';/,
    replacement: " } from './utils.gen.js';",
  },
  {
    what: 'the call of setAuthParams',
    pattern: /^ {4}if \(opts\.security\) \{\n {6}await setAuthParams\(opts\);\n {4}\}\n\n/m,
    replacement: '',
  },
];

export function withoutAuthParams(clientSource: string): string {
  return EDITS.reduce((source, { what, pattern, replacement }) => {
    if (!pattern.test(source)) throw new Error(`client/client.gen.ts: ${what} not found; check strip-auth-params.ts`);
    return source.replace(pattern, replacement);
  }, clientSource);
}
