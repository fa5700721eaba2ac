import type { FastifyInstance } from 'fastify';
import { sandboxOperations } from '../../../generated/sandbox-operations.gen.js';
import type { SandboxContext } from '../context.js';
import type { OperationId, Route } from './serve.js';

type Operations = typeof sandboxOperations;
/** A module of the contract (`x-sitekit.module`), whose operations one route file serves. */
export type SandboxModule = Operations[OperationId]['module'];
/** The operations of a module, each served by its row's operationId (a `.r` read with its POST form). */
type OperationsOf<Module extends SandboxModule> = {
  [Id in OperationId]: Operations[Id]['module'] extends Module ? Id : never;
}[OperationId];

/**
 * What a module's route file (`sandbox/<module folder>/<module file>-routes.ts`) exports as `routes`: a route for
 * every operation of its module (`behind(access, handlers)` per access rule, spread into one object).
 * sandbox/contract-routes.ts lists these files by the contract's modules (docs/decisions.md#36).
 */
export type ModuleRoutes<Module extends SandboxModule> = (
  context: SandboxContext,
) => Record<OperationsOf<Module>, Route>;

/**
 * Serves every module's routes. A route file that serves an operation of another module fails here at start, rather
 * than as Fastify's duplicate route when that module's file serves it too.
 */
export function serveModules(
  app: FastifyInstance,
  context: SandboxContext,
  modules: { [Module in SandboxModule]: ModuleRoutes<Module> },
): void {
  for (const [module, routes] of Object.entries(modules) as [SandboxModule, ModuleRoutes<SandboxModule>][]) {
    for (const [id, route] of Object.entries(routes(context)) as [OperationId, Route][]) {
      const owner = sandboxOperations[id].module;
      if (owner !== module) throw new Error(`sandbox/routes: ${module} serves ${id}, an operation of ${owner}`);
      route(app);
    }
  }
}
