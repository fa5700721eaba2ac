/** Whether a member is logged in, as the React bindings show it. */
export interface LoginStatus {
  /** True only while the refresh token is a member's. */
  readonly loggedIn: boolean;
  /** The refresh token's role: `none`, `visitor` or `member`. */
  readonly role: string;
}

interface AuthReader {
  loggedIn?: () => boolean;
  getTokens?: () => { refreshToken?: { role?: string } } | undefined;
}

const SIGNED_OUT: LoginStatus = { loggedIn: false, role: 'none' };

/** Reads the login state from a site client's `auth` (an API-key client has none: signed out). */
export function readLoginStatus(auth: object | undefined): LoginStatus {
  const reader = auth as AuthReader | undefined;
  if (typeof reader?.loggedIn !== 'function') return SIGNED_OUT;
  const role = typeof reader.getTokens === 'function' ? reader.getTokens()?.refreshToken?.role : undefined;
  return { loggedIn: reader.loggedIn(), role: role ?? 'none' };
}

/**
 * A subscribable copy of a site client's login state for `useSyncExternalStore`. The auth layer's token state is
 * read again whenever `refresh()` is called: when the client reports a token change (`auth.onTokensChange`) and after
 * every auth action run through the hooks.
 */
export class LoginStatusStore {
  #state: LoginStatus;
  readonly #listeners = new Set<() => void>();
  readonly #read: () => LoginStatus;

  constructor(read: () => LoginStatus) {
    this.#read = read;
    this.#state = read();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): LoginStatus => this.#state;

  /** Re-reads the state and notifies subscribers when it changed. */
  readonly refresh = (): void => {
    const next = this.#read();
    if (next.loggedIn === this.#state.loggedIn && next.role === this.#state.role) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  };
}
