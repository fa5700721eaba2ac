import { recoveryOperations } from '../../generated/operation-names.gen.js';
import type { StateMachineResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import type { RecoverOptions, SendActivationEmailOptions, SendRecoveryEmailOptions } from './identity-options.js';

/** The raw recovery calls (`site.recovery`). */
export interface RecoveryModule {
  sendRecoveryEmail(email: string, options?: SendRecoveryEmailOptions, call?: CallOptions): Promise<void>;
  sendActivationEmail(identityId: string, options?: SendActivationEmailOptions, call?: CallOptions): Promise<void>;
  recover(recoveryToken: string, options?: RecoverOptions, call?: CallOptions): Promise<StateMachineResponse>;
}

export function createRecovery(context: SiteContext): RecoveryModule {
  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);
  return {
    sendRecoveryEmail: (email, options, call) =>
      sendVoid(recoveryOperations.sendRecoveryEmail, { body: { email, ...options } }, call),
    sendActivationEmail: (identityId, options, call) =>
      sendVoid(recoveryOperations.sendActivationEmail, { body: { identityId, ...options } }, call),
    recover: (recoveryToken, options, call) =>
      send(recoveryOperations.recover, { body: { recoveryToken, ...options } }, call),
  };
}
