import { useQuery } from '@tanstack/react-query';
import { readDevMailbox, type DevMail } from '../lib/dev-mailbox';
import { useStore } from '../store-context';

/**
 * The newest sandbox email of this kind to this address, polled until it arrives. `since` skips older ones (a code
 * from an earlier attempt).
 */
export function useDevMailbox(to: string | undefined, kind: DevMail['kind'], since?: string) {
  const { config } = useStore();
  return useQuery({
    queryKey: ['sandbox-mailbox', config.apiUrl, to, kind, since],
    enabled: Boolean(to),
    queryFn: async () => {
      const messages = await readDevMailbox(config.apiUrl, to!);
      const matching = messages.filter((mail) => mail.kind === kind && (!since || mail.sentAt >= since));
      return matching.at(-1) ?? null;
    },
    refetchInterval: (query) => (query.state.data ? false : 1000),
  });
}
