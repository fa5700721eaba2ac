import * as z from 'zod/mini';
import { globMatches } from './http/glob.js';

export const zFaultSpec = z
  .object({
    /** Path pattern; `*` matches any run of characters (`/stores-reader/*`). */
    path: z.string().check(z.minLength(1), z.maxLength(500)),
    method: z.optional(z.string().check(z.toUpperCase())),
    /** How many matching requests the fault applies to; 0 means until cleared. */
    count: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), 1),
    latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(120_000))),
    status: z.optional(z.int().check(z.minimum(400), z.maximum(599))),
    /** For 429 and 503: the Retry-After value, seconds or an HTTP date. */
    retryAfter: z.optional(z.union([z.int().check(z.minimum(0)), z.string().check(z.minLength(1), z.maxLength(100))])),
    /** Destroy the connection without answering. */
    drop: z.optional(z.boolean()),
    /** Process the request, then destroy the connection instead of sending the answer. */
    dropAfterWrite: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (f) => f.latencyMs !== undefined || f.status !== undefined || f.drop === true || f.dropAfterWrite === true,
      { message: 'needs latencyMs, status, drop or dropAfterWrite' },
    ),
  );

export type FaultSpec = z.output<typeof zFaultSpec>;
/** A fault as a request gives it (`count` may be left out). */
export type FaultInput = z.input<typeof zFaultSpec>;
export interface Fault extends FaultSpec {
  id: number;
  remaining: number;
}

/** Injected failures for client resilience tests. Kept in memory: they do not survive a restart. */
export class FaultRegistry {
  #faults: Fault[] = [];
  #nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.#nextId++, remaining: spec.count };
    this.#faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return [...this.#faults];
  }

  clear(): void {
    this.#faults = [];
  }

  /** Finds the first fault for this request and uses up one of its applications. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find((f) => (!f.method || f.method === method) && globMatches(f.path, path));
    if (!fault) return undefined;
    if (fault.count > 0 && --fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    return fault;
  }
}
