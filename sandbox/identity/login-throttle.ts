import type { SandboxContext } from '../kernel/context.js';
import { throttled } from '../kernel/errors.js';

/**
 * Counts a password attempt before the password is checked: the count and the insert happen in one synchronous
 * step, so concurrent attempts cannot all pass the limit while the slow hash runs. Answers the attempt's row id,
 * which a successful check clears (with every other failure of the email).
 */
export function countLoginAttempt(context: SandboxContext, email: string): number {
  const { maxFailures, windowSeconds } = context.settings.loginThrottle;
  const now = context.clock.now();
  const since = now - windowSeconds * 1000;
  return context.db.transaction(() => {
    const rows = context.db.all<{ failed_at: number }>(
      'SELECT failed_at FROM login_failures WHERE email = ? AND failed_at > ? ORDER BY failed_at',
      email,
      since,
    );
    if (rows.length >= maxFailures) {
      const oldestThatCounts = rows[rows.length - maxFailures]!.failed_at;
      const retryAfter = Math.max(1, Math.ceil((oldestThatCounts - since) / 1000));
      throw throttled('Too many failed login attempts; try again later', retryAfter);
    }
    const { lastInsertRowid } = context.db.run(
      'INSERT INTO login_failures (email, failed_at) VALUES (?, ?)',
      email,
      now,
    );
    return Number(lastInsertRowid);
  });
}

/** An attempt that turned out not to be a wrong password (the member has none yet) does not count. */
export function uncountLoginAttempt(context: SandboxContext, attempt: number): void {
  context.db.run('DELETE FROM login_failures WHERE rowid = ?', attempt);
}

export function clearLoginFailures(context: SandboxContext, email: string): void {
  context.db.run('DELETE FROM login_failures WHERE email = ?', email);
}
