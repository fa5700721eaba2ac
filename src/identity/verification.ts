import { verificationOperations } from '../../generated/operation-names.gen.js';
import type {
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import type { VerifyDuringAuthenticationOptions } from './identity-options.js';

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
  const sendVoid = voidCallerFor(context);
  return {
    start: (options, call) => send(verificationOperations.start, { body: options }, call),
    verifyDuringAuthentication: (code, options, call) =>
      send(verificationOperations.verifyDuringAuthentication, { body: { code, stateToken: options.stateToken } }, call),
    resendDuringAuthentication: (stateToken, call) =>
      sendVoid(verificationOperations.resendDuringAuthentication, { body: { stateToken } }, call),
  };
}
