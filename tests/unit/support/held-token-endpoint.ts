import { json, tokenHandler, validateEmailHandler, type fakePlatform } from './fake-platform.js';

/**
 * Serves validate-email, and a token endpoint that grants these tokens only once the returned function is called:
 * for tests of what happens while a renewal is in flight.
 */
export function holdTokenEndpoint(
  platform: ReturnType<typeof fakePlatform>,
  grant: { accessToken: string; refreshToken: string },
): () => void {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  platform.server.use(
    tokenHandler(async () => {
      await released;
      return json({ access_token: grant.accessToken, refresh_token: grant.refreshToken, expires_in: 3600 });
    }),
    validateEmailHandler(),
  );
  return release;
}
