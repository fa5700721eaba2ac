/**
 * The name of the first module method `call` reaches for, learnt by calling it on a stand-in whose methods never
 * answer (what the call does with the answer never runs, or fails on the stand-in's promise and is ignored).
 */
export function calledMethod<Module>(call: (module: Module) => Promise<unknown>): string {
  let first: string | undefined;
  const standIn = new Proxy(
    {},
    {
      get: (_target, key) => {
        first ??= String(key);
        return () => new Promise(() => undefined);
      },
    },
  );
  try {
    call(standIn as Module).catch(() => undefined);
  } catch {
    // A chain on the stand-in's answer; the method's name is known by now.
  }
  if (first === undefined) throw new Error(`the call ${String(call)} calls no method of the module`);
  return first;
}
