import { sandboxDevClient, type SandboxMail } from 'sitekit/sandbox/client';

/** One email the sandbox "sent"; it keeps them instead of delivering them. */
export type DevMail = SandboxMail;

/** The sandbox's mailbox for one address (`GET /_sandbox/mailbox?to=`), oldest first. */
export function readDevMailbox(apiUrl: string, to: string): Promise<DevMail[]> {
  return sandboxDevClient(apiUrl).mailbox(to);
}
