import { SiteOAuthFlowError } from '../../errors/index.js';
import type { OAuthData } from './oauth-data.js';

/** The checks before a code exchange: both present, and the state is the one this flow generated. */
export function assertAuthorizationResponse(
  code: string | undefined | null,
  state: string | undefined | null,
  oauthData: Pick<OAuthData, 'state'>,
): asserts code is string {
  if (!code || !state) throw new SiteOAuthFlowError('MISSING_CODE_OR_STATE');
  if (state !== oauthData.state) throw new SiteOAuthFlowError('INVALID_STATE');
}
