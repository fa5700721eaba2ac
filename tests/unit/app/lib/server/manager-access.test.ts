import { describe, expect, it } from 'vitest';
import { managerEnvironmentOf } from '../../../../../app/src/lib/server/manager-access';

describe('managerEnvironmentOf', () => {
  it('has no manager without an API key', () => {
    expect(managerEnvironmentOf({ SITEKIT_STAFF_EMAIL: 'a@b.c', SITEKIT_STAFF_PASSWORD: 'p' })).toBeUndefined();
  });

  it('reads the key, site, staff and session secret', () => {
    expect(
      managerEnvironmentOf({
        SITEKIT_API_KEY: 'IST.key',
        SITEKIT_SITE_ID: 'site-1',
        SITEKIT_STAFF_EMAIL: 'a@b.c',
        SITEKIT_STAFF_PASSWORD: 'p',
        SITEKIT_SESSION_SECRET: 's',
      }),
    ).toEqual({ apiKey: 'IST.key', siteId: 'site-1', staff: { email: 'a@b.c', password: 'p' }, sessionSecret: 's' });
  });

  it('says which variables are missing when a key comes without staff', () => {
    expect(() => managerEnvironmentOf({ SITEKIT_API_KEY: 'IST.key' })).toThrow(
      'set SITEKIT_STAFF_EMAIL and SITEKIT_STAFF_PASSWORD too',
    );
  });
});
