import { resendDuringAuthentication, start, verifyDuringAuthentication } from '../../generated/sdk.gen.js';
import type {
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';

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

export function createVerification({ client }: SiteContext): VerificationModule {
  return {
    async start(options, call) {
      return (await start({ client, body: options, throwOnError: true, ...transportOptions(call) })).data;
    },
    async verifyDuringAuthentication(code, options, call) {
      const body = { code, stateToken: options.stateToken };
      return (await verifyDuringAuthentication({ client, body, throwOnError: true, ...transportOptions(call) })).data;
    },
    async resendDuringAuthentication(stateToken, call) {
      const body = { stateToken };
      await resendDuringAuthentication({ client, body, throwOnError: true, ...transportOptions(call) });
    },
  };
}
