import type { RunningSandbox } from '../../../sandbox/index.js';

export interface FaultSpec {
  path: string;
  method?: string;
  count?: number;
  latencyMs?: number;
  status?: number;
}

/** Injects a fault with the sandbox's development endpoint. */
export async function injectFault(sandbox: RunningSandbox, fault: FaultSpec): Promise<void> {
  await postJson(sandbox, '/_sandbox/faults', fault);
}

export async function clearFaults(sandbox: RunningSandbox): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing faults failed: ${response.status}`);
}

/** Moves the sandbox's clock forward (session tokens, codes and access tokens expire by it). */
export async function advanceSandboxClock(sandbox: RunningSandbox, seconds: number): Promise<void> {
  await postJson(sandbox, '/_sandbox/clock', { advanceSeconds: seconds });
}

async function postJson(sandbox: RunningSandbox, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}
