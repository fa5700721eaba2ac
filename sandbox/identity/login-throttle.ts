import type { SandboxContext } from '../context.js';
import { throttled } from '../errors.js';

/** Rejects a login with 429 once an email has too many recent password failures. */
export function assertNotThrottled(context: SandboxContext, email: string): void {
  const { maxFailures, windowSeconds } = context.settings.loginThrottle;
  const since = context.clock.now() - windowSeconds * 1000;
  const rows = context.db.all<{ failed_at: number }>(
    'SELECT failed_at FROM login_failures WHERE email = ? AND failed_at > ? ORDER BY failed_at',
    email,
    since,
  );
  if (rows.length < maxFailures) return;
  const oldestThatCounts = rows[rows.length - maxFailures]!.failed_at;
  const retryAfter = Math.max(1, Math.ceil((oldestThatCounts - since) / 1000));
  throw throttled('Too many failed login attempts; try again later', retryAfter);
}

export function recordLoginFailure(context: SandboxContext, email: string): void {
  context.db.run('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)', email, context.clock.now());
}

export function clearLoginFailures(context: SandboxContext, email: string): void {
  context.db.run('DELETE FROM login_failures WHERE email = ?', email);
}
