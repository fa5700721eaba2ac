import { token } from '../../../generated/sdk.gen.js';
import { uncheckedOperation } from '../../http/unchecked-operation.js';

/**
 * The token endpoint's row without the contract's request schema: sitekit builds every grant's body itself
 * (token-grants.ts), so checking it could only fail on sitekit's own bug, and the schema and zod would cost every
 * visitor app their bytes (docs/decisions.md#22).
 */
export const tokenGrant = /* @__PURE__ */ uncheckedOperation(token);
