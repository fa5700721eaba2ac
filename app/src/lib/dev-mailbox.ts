/** One email the sandbox "sent"; it keeps them instead of delivering them. */
export interface DevMail {
  to: string;
  kind: 'verification' | 'recovery' | 'activation';
  subject: string;
  code?: string;
  link?: string;
  sentAt: string;
}

/** The sandbox's mailbox for one address (`GET /_sandbox/mailbox?to=`), oldest first. */
export async function readDevMailbox(apiUrl: string, to: string): Promise<DevMail[]> {
  const url = new URL('/_sandbox/mailbox', apiUrl);
  url.searchParams.set('to', to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The sandbox mailbox answered ${response.status}`);
  const body = (await response.json()) as { messages: DevMail[] };
  return body.messages;
}
