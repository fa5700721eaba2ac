import { useParams as useWouterParams } from 'wouter';

export { useSearchParams } from 'wouter';

export type RouteParams = Readonly<Record<string, string>>;

/** The `:name` parameters of the matched route, percent-decoded (wouter hands them as they are in the address). */
export function useParams(): RouteParams {
  const params = useWouterParams();
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) decoded[name] = safeDecode(value);
  return decoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
