import type { AuthRequest } from '../../generated/types.gen.js';
import { matchesAny } from '../kernel/http/uri-patterns.js';
import type { SandboxContext } from '../kernel/context.js';
import { redirectPatternsOf } from '../kernel/credentials.js';
import { validationFailure } from '../kernel/errors.js';
import type { FieldViolation } from '../../generated/types.gen.js';

/**
 * An authorization request is checked when its redirect session is created, so a wrong client id or redirect URI
 * fails in the API call rather than on a page the developer never sees.
 */
export function checkAuthRequest(context: SandboxContext, authRequest: AuthRequest, prefix = 'auth.authRequest'): void {
  const violations = authRequestViolations(context, authRequest, prefix);
  if (violations.length > 0) throw validationFailure(violations);
}

export function authRequestViolations(
  context: SandboxContext,
  authRequest: AuthRequest,
  prefix: string,
): FieldViolation[] {
  const patterns = redirectPatternsOf(context.db, authRequest.clientId);
  if (!patterns)
    return [{ field: `${prefix}.clientId`, description: 'is not a known client', violatedRule: 'VALIDATION' }];
  const mode = authRequest.responseMode;
  if (authRequest.redirectUri === undefined) {
    return mode === 'web_message'
      ? []
      : [
          {
            field: `${prefix}.redirectUri`,
            description: `is required with responseMode ${mode ?? 'query'}`,
            violatedRule: 'REQUIRED_FIELD',
          },
        ];
  }
  if (!matchesAny(authRequest.redirectUri, patterns)) {
    return [
      {
        field: `${prefix}.redirectUri`,
        description: "is not on the client's allowed redirect list",
        violatedRule: 'VALIDATION',
      },
    ];
  }
  return [];
}
