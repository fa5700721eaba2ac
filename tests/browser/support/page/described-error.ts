import { isSiteError, isSiteOAuthFlowError } from '../../../../src/index.js';

/** What a test needs to know about an error thrown in the page, in a form that crosses `page.evaluate`. */
export interface DescribedError {
  name: string;
  message: string;
  isSiteError: boolean;
  isOAuthFlowError: boolean;
  kind: string | undefined;
  code: string | undefined;
  details: unknown;
}

export function describeError(error: unknown): DescribedError {
  const site = isSiteError(error) ? error : undefined;
  return {
    name: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : String(error),
    isSiteError: site !== undefined,
    isOAuthFlowError: isSiteOAuthFlowError(error),
    kind: site?.kind,
    code: site?.code === undefined ? undefined : String(site.code),
    details: site?.details === undefined ? undefined : JSON.parse(JSON.stringify(site.details)),
  };
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: DescribedError };

/** Awaits a promise and reports how it settled, so a rejection can be returned from `page.evaluate`. */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}
