import { useQueryClient } from '@tanstack/react-query';
import { isSiteRevisionConflictError } from 'sitekit';

/**
 * A write's `onError` that, when the write was refused for a stale revision, reads everything again: the page then
 * shows what the platform holds now, and the next try sends its current revision.
 */
export function useRefreshOnConflict() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (isSiteRevisionConflictError(error)) void queryClient.invalidateQueries();
  };
}
