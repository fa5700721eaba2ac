import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readDevMailbox, type DevMail } from '../lib/dev-mailbox';
import { useStore } from '../store-context';

/**
 * How many times the mailbox is read before giving up. The sandbox keeps an email before it answers the call that
 * sends it, so a few reads are plenty: none arriving means none was sent (an address without a member).
 */
const MAILBOX_READS = 5;

/**
 * The newest sandbox email of this kind to this address, polled until it arrives or `MAILBOX_READS` reads found none
 * (`gaveUp`). `since` skips older ones (a code from an earlier attempt).
 */
export function useDevMailbox(to: string | undefined, kind: DevMail['kind'], since?: string) {
  const { config } = useStore();
  const queryKey = ['sandbox-mailbox', config.apiUrl, to, kind, since];
  const reads = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const query = useQuery({
    queryKey,
    enabled: Boolean(to),
    queryFn: async () => {
      const messages = await readDevMailbox(config.apiUrl, to!);
      const matching = messages.filter((mail) => mail.kind === kind && (!since || mail.sentAt >= since));
      return matching.at(-1) ?? null;
    },
    refetchInterval: (read) => (read.state.data || read.state.dataUpdateCount >= MAILBOX_READS ? false : 1000),
  });
  return { ...query, gaveUp: query.data === null && reads >= MAILBOX_READS };
}
