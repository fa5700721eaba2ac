import { useEffect, useRef, useState } from 'react';
import type { AroundNavHandler } from 'wouter';

/** A navigation held back, to carry on with once the person agrees. */
type Navigation = () => void;

interface Guard {
  blocks(): boolean;
  hold(navigation: Navigation): void;
}

const guards = new Set<Guard>();

/**
 * wouter's hook around every in-app navigation (links, `useNavigate`, redirects): a mounted `useBlocker` that blocks
 * holds it instead. `navigate` (the plain function, used after a save or delete) is not held.
 */
export const holdNavigation: AroundNavHandler = (navigate, to, options) => {
  const guard = [...guards].find((candidate) => candidate.blocks());
  if (guard) guard.hold(() => navigate(to, options));
  else navigate(to, options);
};

/** A held navigation's state, as React Router's `useBlocker` answers it. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds in-app navigation while `when` is true: the answer is then `blocked`, and `proceed` goes on or `reset` stays.
 * The same shape as React Router's `useBlocker`, so the pages keep it when the routing library changes.
 */
export function useBlocker(when: boolean): Blocker {
  const [held, setHeld] = useState<{ navigation: Navigation }>();
  const blocking = useRef(when);
  useEffect(() => {
    blocking.current = when;
  }, [when]);
  useEffect(() => {
    const guard: Guard = { blocks: () => blocking.current, hold: (navigation) => setHeld({ navigation }) };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(undefined);
      held.navigation();
    },
    reset: () => setHeld(undefined),
  };
}
