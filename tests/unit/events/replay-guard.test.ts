import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { createMemoryReplayStore } from '../../../src/events/index.js';
import { claimToken, replayKeyFor } from '../../../src/events/replay-guard.js';
import type { VerifiedToken } from '../../../src/events/verify-token.js';
import { NOW_MS, NOW_SECONDS } from './support/keys.js';

function verified(claims: VerifiedToken['claims'], signingInput = 'header.payload'): VerifiedToken {
  return { claims, signingInput, acceptedUntil: NOW_SECONDS + 300 };
}

describe('replayKeyFor', () => {
  it('uses jti and iss when the token has a jti', async () => {
    expect(await replayKeyFor(verified({ jti: 'j-1', iss: 'platform' }))).toBe('jti:platform:j-1');
    expect(await replayKeyFor(verified({ jti: 'j-1' }))).toBe('jti::j-1');
  });

  it('otherwise hashes the signing input with SHA-256', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('h.p'));
    expect(await replayKeyFor(verified({}, 'h.p'))).toBe(`sha256:${base64url.encode(new Uint8Array(digest))}`);
    expect(await replayKeyFor(verified({}, 'h.q'))).not.toBe(await replayKeyFor(verified({}, 'h.p')));
  });
});

describe('claimToken', () => {
  it('records the token until it would be refused anyway, and refuses it the second time', async () => {
    const added: number[] = [];
    const memory = createMemoryReplayStore();
    const store = { add: (key: string, ttl: number) => (added.push(ttl), memory.add(key, ttl)), delete: memory.delete };
    expect(await claimToken(store, verified({ jti: 'j' }), NOW_MS)).toBe('jti::j');
    await expect(claimToken(store, verified({ jti: 'j' }), NOW_MS)).rejects.toMatchObject({
      code: 'EVENT_TOKEN_REPLAYED',
    });
    expect(added).toEqual([300, 300]);
  });

  it('keeps a record for at least a second', async () => {
    const added: number[] = [];
    const store = { add: (_: string, ttl: number) => (added.push(ttl), true), delete: () => undefined };
    await claimToken(store, { ...verified({}), acceptedUntil: NOW_SECONDS - 5 }, NOW_MS);
    expect(added).toEqual([1]);
  });
});
