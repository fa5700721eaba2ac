import { useSearchParams } from '../lib/router';

/** The search of the page's address with some parameters set (or, for undefined, taken out), the others kept. */
export function useAddressWith() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };
}
