import type { SandboxContext } from '../kernel/context.js';

export type MailKind = 'verification' | 'recovery' | 'activation';

export interface Mail {
  to: string;
  kind: MailKind;
  subject: string;
  code?: string;
  link?: string;
}

export interface StoredMail extends Mail {
  sentAt: string;
}

/** Outgoing email never leaves the sandbox: it lands here and is read through `GET /_sandbox/mailbox`. */
export function sendMail(context: SandboxContext, mail: Mail): void {
  context.db.run(
    'INSERT INTO mailbox (to_address, kind, subject, code, link, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
    mail.to,
    mail.kind,
    mail.subject,
    mail.code ?? null,
    mail.link ?? null,
    context.clock.now(),
  );
}

interface MailRow {
  to_address: string;
  kind: MailKind;
  subject: string;
  code: string | null;
  link: string | null;
  sent_at: number;
}

export function readMailbox(context: SandboxContext, to: string | undefined): StoredMail[] {
  const rows = to
    ? context.db.all<MailRow>('SELECT * FROM mailbox WHERE to_address = ? ORDER BY id', to)
    : context.db.all<MailRow>('SELECT * FROM mailbox ORDER BY id');
  return rows.map((row) => ({
    to: row.to_address,
    kind: row.kind,
    subject: row.subject,
    ...(row.code !== null && { code: row.code }),
    ...(row.link !== null && { link: row.link }),
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
