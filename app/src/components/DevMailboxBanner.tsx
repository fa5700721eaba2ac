import { Link } from '../lib/router';
import type { DevMail } from '../lib/dev-mailbox';
import { useDevMailbox } from '../hooks/useDevMailbox';

interface DevMailboxBannerProps {
  to: string;
  kind: DevMail['kind'];
  since?: string;
  /** Shown when no email came: why none may have been sent. */
  noMail: string;
}

/** Development only: shows the email the sandbox kept instead of sending, so the flow can go on. */
export function DevMailboxBanner({ to, kind, since, noMail }: DevMailboxBannerProps) {
  const { data: mail, error, gaveUp } = useDevMailbox(to, kind, since);
  return (
    <aside className="dev-banner" aria-label="Sandbox mailbox">
      <strong>Sandbox mailbox</strong>{' '}
      {error ? (
        <span>cannot read it: {String(error)}</span>
      ) : gaveUp ? (
        <span>
          no email came to {to}. {noMail}
        </span>
      ) : !mail ? (
        <span>waiting for the email to {to}…</span>
      ) : (
        <MailContent mail={mail} />
      )}
    </aside>
  );
}

function MailContent({ mail }: { mail: DevMail }) {
  const recoveryToken = mail.link ? new URL(mail.link).searchParams.get('recoveryToken') : null;
  return (
    <span>
      “{mail.subject}” to {mail.to}
      {mail.code && (
        <>
          : code <code data-testid="mailbox-code">{mail.code}</code>
        </>
      )}
      {mail.link && (
        <>
          {' '}
          — <a href={mail.link}>open the platform’s reset page</a>
          {recoveryToken && (
            <>
              {' '}
              or{' '}
              <Link to={`/account/reset-password?recoveryToken=${encodeURIComponent(recoveryToken)}`}>reset here</Link>
            </>
          )}
        </>
      )}
    </span>
  );
}
