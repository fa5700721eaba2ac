import { describe, expect, it } from 'vitest';
import { isSiteApplicationError } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { memberClient, uniqueEmail, wrongCodeFor } from '../support/members.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest, useSettings } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');

describe('verification start', () => {
  it('the site owner starts an email verification for a member: a verification id, and a code in the mailbox', async () => {
    const admin = apiKeyClient(sandbox);
    const email = uniqueEmail('start');
    const { identity } = await admin.site.authentication.signOn({ email });
    const started = await admin.site.verification.start({ identityId: identity!.id!, target: 'EMAIL' });
    expect(started.verificationId).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await sandbox.mailbox(email);
    expect(mail?.kind).toBe('verification');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(admin.log.to('/_api/iam/verification/v1/start')[0]?.body).toEqual({
      identityId: identity!.id,
      target: 'EMAIL',
    });
  });

  it('a member may start one for themself only; a visitor may not', async () => {
    const admin = apiKeyClient(sandbox);
    const member = await memberClient(sandbox);
    const { identity: self } = await admin.site.authentication.signOn({ email: member.email });
    const { identity: other } = await admin.site.authentication.signOn({ email: uniqueEmail('other') });

    await expect(member.site.verification.start({ identityId: self!.id!, target: 'EMAIL' })).resolves.toMatchObject({
      verificationId: expect.any(String),
    });
    const forOther = await siteErrorOf(member.site.verification.start({ identityId: other!.id!, target: 'EMAIL' }));
    expect(forOther.status).toBe(403);
    const asVisitor = await siteErrorOf(
      oauthClient(sandbox).site.verification.start({ identityId: self!.id!, target: 'EMAIL' }),
    );
    expect(isSiteApplicationError(asVisitor) && asVisitor.applicationError.code).toBe('PERMISSION_DENIED');
  });
});

describe('verification during authentication', () => {
  useSettings(sandbox, { requireEmailVerification: true }, { requireEmailVerification: false });

  it('verify with a wrong code fails with VERIFICATION_FAILED, then the right code answers SUCCESS', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('verify');
    const registered = await site.authentication.registerV2({ email }, { password: 'Correct-Horse-9' });
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const code = (await sandbox.mailbox(email))[0]!.code!;
    const wrongCode = wrongCodeFor(code);

    const wrong = await siteErrorOf(
      site.verification.verifyDuringAuthentication(wrongCode, { stateToken: registered.stateToken! }),
    );
    expect(isSiteApplicationError(wrong) && wrong.applicationError.code).toBe('VERIFICATION_FAILED');

    const verified = await site.verification.verifyDuringAuthentication(code, { stateToken: registered.stateToken! });
    expect(verified.state).toBe('SUCCESS');
    expect(verified.identity?.status?.name).toBe('ACTIVE');
  });

  it('resend answers nothing and mails a fresh code for the same state token', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('resend');
    const registered = await site.authentication.registerV2({ email }, { password: 'Correct-Horse-9' });
    await expect(site.verification.resendDuringAuthentication(registered.stateToken!)).resolves.toBeUndefined();
    const mails = await sandbox.mailbox(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['verification', 'verification']);
    const verified = await site.verification.verifyDuringAuthentication(mails[1]!.code!, {
      stateToken: registered.stateToken!,
    });
    expect(verified.state).toBe('SUCCESS');
  });

  it('resend with an unknown state token is an application error', async () => {
    const failure = await siteErrorOf(oauthClient(sandbox).site.verification.resendDuringAuthentication('STT.nope'));
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('INVALID_STATE_TOKEN');
  });
});
