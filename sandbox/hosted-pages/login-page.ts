import { errorBlock, hiddenInputs, page } from './html.js';
import { escapeHtml } from '../kernel/escape-html.js';

export interface LoginFormOptions {
  action: string;
  hidden: Record<string, string | undefined>;
  error?: string;
  email?: string;
  heading?: string;
}

/** The hosted login form; the hidden fields carry the request it completes. */
export function loginPage(options: LoginFormOptions): string {
  return page(
    'Log in',
    `<h1>${escapeHtml(options.heading ?? 'Log in to the store')}</h1>
${errorBlock(options.error)}
<form method="post" action="${escapeHtml(options.action)}">
${hiddenInputs(options.hidden)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button>
</form>`,
  );
}

export interface CodeFormOptions {
  action: string;
  hidden: Record<string, string | undefined>;
  email: string;
  error?: string;
}

/** The email-verification step of the hosted login: the code is in the sandbox mailbox. */
export function verificationCodePage(options: CodeFormOptions): string {
  return page(
    'Verify your email',
    `<h1>Check your email</h1>
<p>We sent a 6-digit code to <strong>${escapeHtml(options.email)}</strong>.
<span class="muted">(In the sandbox: <code>GET /_sandbox/mailbox?to=${escapeHtml(encodeURIComponent(options.email))}</code>.)</span></p>
${errorBlock(options.error)}
<form method="post" action="${escapeHtml(options.action)}">
${hiddenInputs(options.hidden)}
<label for="code">Verification code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Verify</button>
</form>`,
  );
}

export function passwordResetPage(action: string, hidden: Record<string, string>, error?: string): string {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>
${errorBlock(error)}
<form method="post" action="${escapeHtml(action)}">
${hiddenInputs(hidden)}
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="6" required>
<button type="submit">Save password</button>
</form>`,
  );
}
