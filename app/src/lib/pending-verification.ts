import type { EmailVerificationRequiredState } from 'sitekit';

/** A sign-in waiting for the emailed code: the address it went to and the platform's state token, never a password. */
export interface PendingVerification {
  email: string;
  state: EmailVerificationRequiredState;
}

const KEY = 'sitekit-app.pending-verification';

/** The verification step of this tab, kept in sessionStorage so that a reload returns to it. */
export function storedVerification(): PendingVerification | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingVerification | null;
    return stored?.email && stored.state?.data?.stateToken ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeVerification(pending: PendingVerification | undefined): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify({ email: pending.email, state: pending.state }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage switched off: the step lasts until a reload, as before.
  }
}
