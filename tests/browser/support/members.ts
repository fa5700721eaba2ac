import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/index.js';
import { createSiteClient, OAuthStrategy, type Tokens } from '../../../src/index.js';

export interface Member {
  email: string;
  password: string;
  identityId: string;
}

/** Registers a new, active member through sitekit (from Node, as a visitor). */
export async function registerMember(sandbox: RunningSandbox, label: string): Promise<Member> {
  const site = createSiteClient({ auth: OAuthStrategy({ clientId: sandbox.clientId }), baseURL: sandbox.url });
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const password = `pw-${randomUUID()}`;
  const response = await site.authentication.registerV2({ email }, { password });
  expect(response.state).toBe('SUCCESS');
  expect(response.identity?.id).toBeTruthy();
  return { email, password, identityId: response.identity!.id! };
}

/**
 * Proves that the sandbox takes `tokens` as this member's: starting an email verification for an identity is allowed
 * only to that very member (a visitor or another member gets 403).
 */
export async function expectTokensOfMember(sandbox: RunningSandbox, tokens: Tokens, member: Member): Promise<void> {
  const site = createSiteClient({
    auth: OAuthStrategy({ clientId: sandbox.clientId, tokens }),
    baseURL: sandbox.url,
    retry: false,
  });
  const started = await site.verification.start({ identityId: member.identityId, target: 'EMAIL' });
  expect(started.verificationId).toEqual(expect.any(String));
}
