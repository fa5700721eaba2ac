import type {
  RecoverRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';

export type SendRecoveryEmailOptions = Omit<SendRecoveryEmailRequest, 'email'>;
export type SendActivationEmailOptions = Omit<SendActivationEmailRequest, 'identityId'>;
export type RecoverOptions = Omit<RecoverRequest, 'recoveryToken'>;

/** The raw recovery calls (`site.recovery`). */
export interface RecoveryModule {
  sendRecoveryEmail(email: string, options?: SendRecoveryEmailOptions, call?: CallOptions): Promise<void>;
  sendActivationEmail(identityId: string, options?: SendActivationEmailOptions, call?: CallOptions): Promise<void>;
  recover(recoveryToken: string, options?: RecoverOptions, call?: CallOptions): Promise<StateMachineResponse>;
}

export function createRecovery(context: SiteContext): RecoveryModule {
  const send = callerFor(context);
  return {
    sendRecoveryEmail: async (email, options, call) => {
      await send('sendRecoveryEmail', { body: { email, ...options } }, call);
    },
    sendActivationEmail: async (identityId, options, call) => {
      await send('sendActivationEmail', { body: { identityId, ...options } }, call);
    },
    recover: (recoveryToken, options, call) => send('recover', { body: { recoveryToken, ...options } }, call),
  };
}
