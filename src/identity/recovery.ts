import { recover, sendActivationEmail, sendRecoveryEmail } from '../../generated/sdk.gen.js';
import type {
  RecoverRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import {
  zRecoverBody,
  zRecoverResponse,
  zSendActivationEmailBody,
  zSendActivationEmailResponse,
  zSendRecoveryEmailBody,
  zSendRecoveryEmailResponse,
} from '../../generated/zod.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
import { operationValidators } from '../http/operation-validators.js';

const validators = {
  sendRecoveryEmail: operationValidators({ body: zSendRecoveryEmailBody }, zSendRecoveryEmailResponse),
  sendActivationEmail: operationValidators({ body: zSendActivationEmailBody }, zSendActivationEmailResponse),
  recover: operationValidators({ body: zRecoverBody }, zRecoverResponse),
};

export type SendRecoveryEmailOptions = Omit<SendRecoveryEmailRequest, 'email'>;
export type SendActivationEmailOptions = Omit<SendActivationEmailRequest, 'identityId'>;
export type RecoverOptions = Omit<RecoverRequest, 'recoveryToken'>;

/** The raw recovery calls (`site.recovery`). */
export interface RecoveryModule {
  sendRecoveryEmail(email: string, options?: SendRecoveryEmailOptions, call?: CallOptions): Promise<void>;
  sendActivationEmail(identityId: string, options?: SendActivationEmailOptions, call?: CallOptions): Promise<void>;
  recover(recoveryToken: string, options?: RecoverOptions, call?: CallOptions): Promise<StateMachineResponse>;
}

export function createRecovery({ client }: SiteContext): RecoveryModule {
  return {
    async sendRecoveryEmail(email, options, call) {
      const body = { email, ...options };
      await sendRecoveryEmail({
        client,
        body,
        ...validators.sendRecoveryEmail,
        throwOnError: true,
        ...transportOptions(call),
      });
    },
    async sendActivationEmail(identityId, options, call) {
      const body = { identityId, ...options };
      await sendActivationEmail({
        client,
        body,
        ...validators.sendActivationEmail,
        throwOnError: true,
        ...transportOptions(call),
      });
    },
    async recover(recoveryToken, options, call) {
      const body = { recoveryToken, ...options };
      return (await recover({ client, body, ...validators.recover, throwOnError: true, ...transportOptions(call) }))
        .data;
    },
  };
}
