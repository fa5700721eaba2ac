import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';

/** TanStack mutation options a hook accepts; `mutationFn` is the hook's own. */
export type ActionOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A mutation running any call of the site client, e.g.
 * `useSiteMutation((site, email: string) => site.authentication.validateEmail(email))`. The named hooks are built on it.
 */
export function useSiteMutation<TData, TVariables>(
  run: (site: ReactSiteClient, variables: TVariables) => Promise<TData>,
  options?: ActionOptions<TData, TVariables>,
) {
  const { site } = useSiteValue();
  return useMutation<TData, Error, TVariables>({ ...options, mutationFn: (variables) => run(site, variables) });
}
