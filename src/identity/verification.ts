import { resendDuringAuthentication, start, verifyDuringAuthentication } from '../../generated/sdk.gen.js';
import type {
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import {
  zResendDuringAuthenticationBody,
  zResendDuringAuthenticationResponse,
  zStartBody,
  zStartResponse,
  zVerifyDuringAuthenticationBody,
  zVerifyDuringAuthenticationResponse,
} from '../../generated/zod.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
import { operationValidators } from '../http/operation-validators.js';

const validators = {
  start: operationValidators({ body: zStartBody }, zStartResponse),
  verifyDuringAuthentication: operationValidators(
    { body: zVerifyDuringAuthenticationBody },
    zVerifyDuringAuthenticationResponse,
  ),
  resendDuringAuthentication: operationValidators(
    { body: zResendDuringAuthenticationBody },
    zResendDuringAuthenticationResponse,
  ),
};

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
      const request = { client, body: options, ...validators.start, throwOnError: true as const };
      return (await start({ ...request, ...transportOptions(call) })).data;
    },
    async verifyDuringAuthentication(code, options, call) {
      const body = { code, stateToken: options.stateToken };
      return (
        await verifyDuringAuthentication({
          client,
          body,
          ...validators.verifyDuringAuthentication,
          throwOnError: true,
          ...transportOptions(call),
        })
      ).data;
    },
    async resendDuringAuthentication(stateToken, call) {
      const body = { stateToken };
      await resendDuringAuthentication({
        client,
        body,
        ...validators.resendDuringAuthentication,
        throwOnError: true,
        ...transportOptions(call),
      });
    },
  };
}
