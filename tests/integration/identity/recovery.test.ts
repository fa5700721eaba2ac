import { describe, expect, it } from 'vitest';
import { isSiteApplicationError, isSiteValidationError, LoginState, TokenRole } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { openPage, submitForm } from '../support/hosted-pages.js';
import { memberClient, MEMBER_PASSWORD, uniqueEmail } from '../support/members.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest, type SandboxMail } from '../support/sandbox-under-test.js';

const RESET_RETURN_URL = 'http://127.0.0.1:5173/reset-done';
const NEW_PASSWORD = 'Battery-Staple-7';

const sandbox = useSandboxUnderTest('none');

function recoveryTokenOf(mail: SandboxMail | undefined): string {
  expect(mail?.link).toBeDefined();
  const token = new URL(mail!.link!).searchParams.get('recoveryToken');
  expect(token).toMatch(/^RCV\./);
  return token!;
}

describe('password recovery', () => {
  it('sendPasswordResetEmail → mailbox link → recover → log in with the new password only', async () => {
    const member = await memberClient(sandbox);
    const { site, log } = oauthClient(sandbox);
    await site.auth.sendPasswordResetEmail(member.email, RESET_RETURN_URL);
    expect(log.to('/_api/iam/recovery/v1/send-email')[0]?.body).toEqual({
      email: member.email,
      redirect: { url: RESET_RETURN_URL, clientId: sandbox.clientId },
    });

    const mails = await sandbox.mailbox(member.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['recovery']);
    const recovered = await site.recovery.recover(recoveryTokenOf(mails[0]), { password: NEW_PASSWORD });
    expect(recovered.state).toBe('SUCCESS');
    expect(recovered.sessionToken).toMatch(/^JWS\.SESSION\./);
    expect(recovered.identity?.email).toEqual({ address: member.email, isVerified: true });

    const oldPassword = await site.auth.login({ email: member.email, password: member.password });
    expect(oldPassword.loginState === LoginState.FAILURE && oldPassword.errorCode).toBe('invalidPassword');
    expect((await site.auth.login({ email: member.email, password: NEW_PASSWORD })).loginState).toBe(
      LoginState.SUCCESS,
    );
  });

  it('ends the member’s existing sessions: the logged-in client falls back to a visitor', async () => {
    const member = await memberClient(sandbox);
    const { site } = oauthClient(sandbox);
    await site.auth.sendPasswordResetEmail(member.email, RESET_RETURN_URL);
    const [mail] = await sandbox.mailbox(member.email);
    await site.recovery.recover(recoveryTokenOf(mail), { password: NEW_PASSWORD });

    member.log.clear();
    const page = await member.site.products.queryProducts().find();
    expect(page.items).toEqual([]);
    expect(member.log.grants('anonymous')).toHaveLength(1);
    expect(member.site.auth.getTokens().refreshToken.role).toBe(TokenRole.VISITOR);
  });

  it('accepts a recovery token once only', async () => {
    const member = await memberClient(sandbox);
    const { site } = oauthClient(sandbox);
    await site.auth.sendPasswordResetEmail(member.email, RESET_RETURN_URL);
    const token = recoveryTokenOf((await sandbox.mailbox(member.email))[0]);
    await site.recovery.recover(token, { password: NEW_PASSWORD });
    const reused = await siteErrorOf(site.recovery.recover(token, { password: 'Another-Pass-1' }));
    expect(isSiteApplicationError(reused) && reused.applicationError.code).toBe('INVALID_RECOVERY_TOKEN');
    expect(reused.status).toBe(400);
  });

  it('sets the password through the hosted reset page the link opens', async () => {
    const member = await memberClient(sandbox);
    const { site } = oauthClient(sandbox);
    await site.auth.sendPasswordResetEmail(member.email, RESET_RETURN_URL);
    const link = (await sandbox.mailbox(member.email))[0]!.link!;
    const form = await openPage(link);
    const saved = await submitForm(link, form, { password: NEW_PASSWORD });
    expect(saved.html).toContain('Password saved');
    expect(saved.html).toContain(RESET_RETURN_URL);
    expect((await site.auth.login({ email: member.email, password: NEW_PASSWORD })).loginState).toBe(
      LoginState.SUCCESS,
    );
  });

  it('answers an unknown email like a known one, and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    await expect(oauthClient(sandbox).site.auth.sendPasswordResetEmail(email, RESET_RETURN_URL)).resolves.toBe(
      undefined,
    );
    expect(await sandbox.mailbox(email)).toEqual([]);
  });

  it('refuses a return URL that is not on the client’s allowed list, naming the field', async () => {
    const member = await memberClient(sandbox);
    const failure = await siteErrorOf(
      oauthClient(sandbox).site.auth.sendPasswordResetEmail(member.email, 'https://evil.example.com/steal'),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations.map((v) => v.field)).toEqual(['redirect.url']);
    expect(await sandbox.mailbox(member.email)).toEqual([]);
  });
});

describe('activation email', () => {
  it('the site owner sends one; its link sets the first password of a member created by sign-on', async () => {
    const admin = apiKeyClient(sandbox);
    const email = uniqueEmail('activate');
    const { identity } = await admin.site.authentication.signOn({ email });
    await admin.site.recovery.sendActivationEmail(identity!.id!, {
      emailOptions: { redirect: { url: RESET_RETURN_URL, clientId: sandbox.clientId } },
    });
    const [mail] = await sandbox.mailbox(email);
    expect(mail).toMatchObject({ kind: 'activation', subject: 'Activate your account' });

    const { site } = oauthClient(sandbox);
    const beforeActivation = await site.auth.login({ email, password: MEMBER_PASSWORD });
    expect(beforeActivation.loginState === LoginState.FAILURE && beforeActivation.errorCode).toBe('resetPassword');
    expect((await site.recovery.recover(recoveryTokenOf(mail), { password: MEMBER_PASSWORD })).state).toBe('SUCCESS');
    expect((await site.auth.login({ email, password: MEMBER_PASSWORD })).loginState).toBe(LoginState.SUCCESS);
  });

  it('is refused to a visitor with a 403 application error', async () => {
    const member = await memberClient(sandbox);
    const failure = await siteErrorOf(oauthClient(sandbox).site.recovery.sendActivationEmail('any-identity'));
    expect(failure.status).toBe(403);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('PERMISSION_DENIED');
    expect(await sandbox.mailbox(member.email)).toEqual([]);
  });
});
