import * as z from 'zod/mini';
import { token } from '../../generated/sdk.gen.js';
import { operation } from '../http/operation.js';

/**
 * The token endpoint's row without the contract's request schema: sitekit builds every grant's body itself
 * (token-grants.ts), so checking it could only fail on sitekit's own bug, and the schema would cost every visitor app
 * its bytes (docs/decisions.md, "What a visitor never runs").
 */
export const tokenGrant = /* @__PURE__ */ operation(token, { body: () => z.unknown() }, 'token');
