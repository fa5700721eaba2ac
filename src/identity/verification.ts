import type {
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';

export interface VerifyDuringAuthenticationOptions {
  stateToken: string;
}

/** The raw verification calls (`site.verification`). */
export interface VerificationModule {
  start(options: StartVerificationRequest, call?: CallOptions): Promise<StartVerificationResponse>;
  verifyDuringAuthentication(
    code: string,
    options: VerifyDuringAuthenticationOptions,
    call?: CallOptions,
  ): Promise<StateMachineResponse>;
  /** Sends a new code for the flow that `stateToken` continues. */
  resendDuringAuthentication(stateToken: string, call?: CallOptions): Promise<void>;
}

export function createVerification(context: SiteContext): VerificationModule {
  const send = callerFor(context);
  return {
    start: (options, call) => send('start', { body: options }, call),
    verifyDuringAuthentication: (code, options, call) =>
      send('verifyDuringAuthentication', { body: { code, stateToken: options.stateToken } }, call),
    resendDuringAuthentication: async (stateToken, call) => {
      await send('resendDuringAuthentication', { body: { stateToken } }, call);
    },
  };
}
