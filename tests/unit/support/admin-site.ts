import { ApiKeyStrategy, createSiteClient } from '../../../src/index.js';

/** A site client with an API key, for type tests that only read the types of its modules. */
export const adminSite = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });
