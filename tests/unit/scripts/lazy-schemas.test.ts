import { describe, expect, it } from 'vitest';
import { toLazySchemas } from '../../../scripts/lib/lazy-schemas.js';
import * as lazy from '../../../generated/zod-lazy.gen.js';

const EAGER = `import * as z from 'zod/mini';

export const zRole = z.enum(['visitor', 'member']);

export const zToken = z.object({
    zRole: zRole,
    children: z.optional(z.array(z.lazy((): any => zToken)))
});
`;

describe('toLazySchemas', () => {
  const output = toLazySchemas(EAGER);

  it('turns every exported schema into a pure-annotated function built on its first call', () => {
    expect(output).toContain("export const zRole = /* @__PURE__ */ lazySchema(() => z.enum(['visitor', 'member']));");
    expect(output).toContain('export const zToken = /* @__PURE__ */ lazySchema(() => z.object({');
    expect(output).toContain('const lazySchema = <T>(build: () => T): (() => T) =>');
  });

  it('turns references between schemas into calls, and leaves property names alone', () => {
    expect(output).toContain('    zRole: zRole(),');
    expect(output).toContain('z.lazy((): any => zToken())');
  });
});

describe('generated/zod-lazy.gen.ts', () => {
  it('answers the same schema on every call, and parses like the contract says', () => {
    expect(lazy.zTokenRole()).toBe(lazy.zTokenRole());
    expect(
      lazy
        .zTokens()
        .safeParse({ accessToken: { value: 'A', expiresAt: 1 }, refreshToken: { value: 'R', role: 'member' } }).success,
    ).toBe(true);
    expect(lazy.zTokenRole().safeParse('admin').success).toBe(false);
  });
});
