import type { IdentityProfile } from '../../../generated/types.gen.js';
import type { CallOptions } from '../../http/call-options.js';
import type { AuthenticationModule } from '../../identity/authentication.js';
import type { VerificationModule } from '../../identity/verification.js';
import { toWireCaptchaTokens, type CaptchaTokens } from './captcha-tokens.js';
import { loginFailure, registrationFailure, verificationFailure } from './login-errors.js';
import {
  type EmailVerificationRequiredState,
  LoginState,
  stateFromServer,
  type StateMachine,
  unknownState,
} from './login-state.js';

export interface RegisterParams {
  email: string;
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaTokens;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

/** The code from the verification email, under either name. */
export interface VerificationInputs {
  verificationCode?: string;
  code?: string;
}

/**
 * register, login and processVerification. They resolve with a StateMachine and never reject for a platform
 * answer or a transport failure; only the caller's abort (`call.signal`) rejects, with a SiteAbortError. The pending
 * email-verification step belongs to this client only.
 */
export class LoginFlows {
  #pendingVerification: EmailVerificationRequiredState | undefined;

  readonly #authentication: AuthenticationModule;
  readonly #verification: VerificationModule;

  constructor(authentication: AuthenticationModule, verification: VerificationModule) {
    this.#authentication = authentication;
    this.#verification = verification;
  }

  async register(params: RegisterParams, call?: CallOptions): Promise<StateMachine> {
    const captchaTokens = toWireCaptchaTokens(params.captchaTokens);
    try {
      const response = await this.#authentication.registerV2(
        { email: params.email },
        {
          password: params.password,
          ...(params.profile ? { profile: params.profile } : {}),
          ...(captchaTokens ? { captchaTokens } : {}),
        },
        call,
      );
      return this.#remember(stateFromServer(response));
    } catch (error) {
      return registrationFailure(error);
    }
  }

  async login(params: LoginParams, call?: CallOptions): Promise<StateMachine> {
    const captchaTokens = toWireCaptchaTokens(params.captchaTokens);
    try {
      const response = await this.#authentication.loginV2(
        { email: params.email },
        { password: params.password, ...(captchaTokens ? { captchaTokens } : {}) },
        call,
      );
      return this.#remember(stateFromServer(response));
    } catch (error) {
      return loginFailure(error);
    }
  }

  /** Continues an EMAIL_VERIFICATION_REQUIRED step (the given one, or the last one this client saw). */
  async processVerification(
    inputs: VerificationInputs,
    state?: StateMachine,
    call?: CallOptions,
  ): Promise<StateMachine> {
    const step = state ?? this.#pendingVerification;
    if (step?.loginState !== LoginState.EMAIL_VERIFICATION_REQUIRED) return unknownState();
    const code = inputs.verificationCode ?? inputs.code ?? '';
    try {
      const stateToken = step.data.stateToken;
      const response = await this.#verification.verifyDuringAuthentication(code, { stateToken }, call);
      return this.#remember(stateFromServer(response));
    } catch (error) {
      return verificationFailure(error);
    }
  }

  #remember(state: StateMachine): StateMachine {
    if (state.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED) this.#pendingVerification = state;
    else if (state.loginState === LoginState.SUCCESS) this.#pendingVerification = undefined;
    return state;
  }
}
