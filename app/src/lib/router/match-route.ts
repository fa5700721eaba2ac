export type RouteParams = Readonly<Record<string, string>>;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The parameters of `pattern` (`/products/:productId`) in `pathname`, or undefined when it does not match. */
export function matchRoute(pattern: string, pathname: string): RouteParams | undefined {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(value);
    else if (part !== value) return undefined;
  }
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
