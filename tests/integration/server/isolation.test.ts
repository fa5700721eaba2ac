import { describe, expect, it } from 'vitest';
import type { SandboxLoggedRequest } from '../../../sandbox/client.js';
import { callersOf, registerThroughStore, useStoreUnderTest } from './support/store-under-test.js';
import { VisitorAgent } from './support/visitor-agent.js';

const under = useStoreUnderTest();

type Caller = SandboxLoggedRequest['caller'];
/** A member by identity, a visitor by token family: what stays the same across one person's requests. */
const who = (caller: Caller) =>
  caller.kind === 'member'
    ? `member ${caller.identityId}`
    : caller.kind === 'visitor'
      ? `visitor ${caller.familyId}`
      : caller.kind;

describe('one server process, many people', () => {
  it('answers 50 interleaved requests of two members and a visitor each with its own session only', async () => {
    const { store, dev } = under;
    const people = {
      ada: (await registerThroughStore(store.url, 'ada')).agent,
      bob: (await registerThroughStore(store.url, 'bob')).agent,
      visitor: new VisitorAgent(),
    };
    const identity: Record<string, string> = {};
    for (const [name, agent] of Object.entries(people)) {
      const first = await agent.page(store.url);
      const seen = new Set((await callersOf(dev, first.sandboxRequestIds)).map((entry) => who(entry.caller)));
      expect(seen.size, name).toBe(1);
      identity[name] = [...seen][0]!;
    }
    expect(identity.ada).toMatch(/^member /);
    expect(identity.bob).toMatch(/^member /);
    expect(identity.visitor).toMatch(/^visitor /);
    expect(new Set(Object.values(identity)).size).toBe(3);
    const cookiesBefore = Object.fromEntries(
      Object.entries(people).map(([name, agent]) => [name, agent.cookieHeader(store.url)]),
    );

    const names = Object.keys(people) as (keyof typeof people)[];
    const order = Array.from({ length: 50 }, (_, index) => names[index % 3]!);
    const responses = await Promise.all(
      order.map((name, index) => people[name].page(store.url, `/page?slug=${index % 2 ? 'none' : 'kiln-mug'}`)),
    );

    for (const [index, response] of responses.entries()) {
      const name = order[index]!;
      expect(response.role, `request ${index} (${name})`).toBe(name === 'visitor' ? 'visitor' : 'member');
      expect(response.products).toHaveLength(3);
      expect(response.collections.length).toBeGreaterThan(0);
      expect(response.setCookies, `request ${index} (${name})`).toEqual([]);
      const callers = await callersOf(dev, response.sandboxRequestIds);
      expect(callers).toHaveLength(3);
      expect(callers.map((entry) => who(entry.caller))).toEqual([identity[name], identity[name], identity[name]]);
    }
    for (const [name, agent] of Object.entries(people)) expect(agent.cookieHeader(store.url)).toBe(cookiesBefore[name]);
  });
});
