import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SandboxContext } from '../../../../../sandbox/kernel/context.js';
import { serveModules } from '../../../../../sandbox/kernel/http/module-routes.js';

describe('serveModules', () => {
  it("refuses at start a route file that serves another module's operation", () => {
    const context = {} as SandboxContext;
    const stray = () => ({ registerV2: () => undefined });
    const modules = { redirects: stray } as unknown as Parameters<typeof serveModules>[2];
    expect(() => serveModules(Fastify(), context, modules)).toThrow(
      'sandbox/routes: redirects serves registerV2, an operation of authentication',
    );
  });
});
