import { describe, expect, it } from 'vitest';
import { mailbox, saveScreenshot, storeJourney, takeExpectedFailure } from './support/store-under-test.js';

const journey = storeJourney('v1', { requireEmailVerification: true });

const email = `river.${Date.now()}@example.com`;
const firstPassword = 'first-password-1';
const newPassword = 'second-password-2';

const header = () => journey.page.getByRole('navigation', { name: 'Main' });

async function expectLoggedIn() {
  await journey.page.getByText(`You are logged in as ${email}`).waitFor();
  await header().getByRole('button', { name: 'Log out' }).waitFor();
}

/** Logs out and waits for the round trip: the platform's logout page sends the browser back to the home page. */
async function logOutFromHeader() {
  const backHome = journey.page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === journey.page.mainFrame() && frame.url() === `${journey.store.app.url}/`,
  });
  await header().getByRole('button', { name: 'Log out' }).click();
  await backHome;
  await header().getByRole('link', { name: 'Log in' }).waitFor();
}

async function logInWithForm(password: string) {
  await journey.page.goto('/account/login');
  await journey.page.getByLabel('Email').fill(email);
  await journey.page.getByLabel('Password').fill(password);
  await journey.page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Whether the app server holds a member's session for this browser: the tokens live in an HttpOnly cookie that no
 * script reads, so the account page's answer tells (a visitor is sent to the sign-in).
 */
async function signedInOnServer(): Promise<boolean> {
  const cookies = await journey.page.context().cookies(journey.store.app.url);
  const response = await fetch(new URL('/account', journey.store.app.url), {
    headers: { Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
    redirect: 'manual',
  });
  return response.status === 200;
}

describe('a member', () => {
  it('registers and verifies the email with the code from the sandbox mailbox', async () => {
    await journey.page.goto('/account/register');
    await journey.page.getByLabel('First name').fill('River');
    await journey.page.getByLabel('Last name').fill('Stone');
    await journey.page.getByLabel('Email').fill('not-an-email');
    await journey.page.getByLabel('Password').fill(firstPassword);
    await journey.page.getByRole('button', { name: 'Create account' }).click();
    await journey.page.getByText('Invalid email address').waitFor();

    await journey.page.getByLabel('Email').fill(email);
    await saveScreenshot(
      journey.page,
      'member-register',
      journey.page.getByRole('form', { name: 'Create an account' }),
    );
    await journey.page.getByRole('button', { name: 'Create account' }).click();

    await journey.page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const shownCode = await journey.page.getByTestId('mailbox-code').innerText();
    const [sent] = await mailbox(journey.store.sandbox, email);
    expect(sent?.kind).toBe('verification');
    expect(shownCode).toBe(sent?.code);
    await saveScreenshot(
      journey.page,
      'member-verify-email',
      journey.page.getByRole('complementary', { name: 'Sandbox mailbox' }),
    );

    await journey.page.getByLabel('Verification code').fill(shownCode);
    await journey.page.getByRole('button', { name: 'Verify' }).click();
    await expectLoggedIn();
    expect(await signedInOnServer()).toBe(true);
    await saveScreenshot(journey.page, 'member-account', journey.page.getByRole('heading', { name: 'My account' }));
  });

  it('stays logged in across a reload', async () => {
    await journey.page.reload();
    await expectLoggedIn();
  });

  it('logs out through the platform’s logout page and comes back signed out', async () => {
    await logOutFromHeader();
    expect(await signedInOnServer()).toBe(false);
    await journey.page.goto('/account');
    await journey.page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(journey.page.url()).toBe(`${journey.store.app.url}/account/login?returnTo=%2Faccount`);
  });

  it('is told when the password is wrong, then logs in directly', async () => {
    await logInWithForm('not-the-password');
    await journey.page.getByText('The email or the password is wrong.').waitFor();
    takeExpectedFailure(journey.problems, '/account/login.data', 400);
    await saveScreenshot(journey.page, 'member-login', journey.page.getByRole('form', { name: 'Log in' }));

    await journey.page.getByLabel('Password').fill(firstPassword);
    await journey.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectLoggedIn();
    await logOutFromHeader();
  });

  it('logs in on the hosted login page', async () => {
    await journey.page.goto('/account/login');
    await journey.page.getByRole('button', { name: 'Log in with the hosted page' }).click();
    await journey.page.waitForURL(`${journey.store.sandbox.url}/**`);
    await journey.page.getByRole('heading', { name: 'Log in to the store' }).waitFor();
    await journey.page.getByLabel('Email').fill(email);
    await journey.page.getByLabel('Password').fill(firstPassword);
    await journey.page.getByRole('button', { name: 'Log in' }).click();
    await journey.page.waitForURL(`${journey.store.app.url}/account`);
    await journey.page.getByText('You are logged in').waitFor();
    expect(await signedInOnServer()).toBe(true);
    await logOutFromHeader();
  });

  it('recovers the account with a new password', async () => {
    await journey.page.goto('/account/login');
    await journey.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await journey.page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await journey.page.getByLabel('Email').fill(email);
    await journey.page.getByRole('button', { name: 'Send reset link' }).click();
    await journey.page.getByRole('link', { name: 'reset here' }).click();
    await journey.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await journey.page.getByLabel('New password', { exact: true }).fill(newPassword);
    await journey.page.getByLabel('Repeat the new password').fill('something-else');
    await journey.page.getByRole('button', { name: 'Save password' }).click();
    await journey.page.getByText('The passwords differ').waitFor();
    await journey.page.getByLabel('Repeat the new password').fill(newPassword);
    await journey.page.getByRole('button', { name: 'Save password' }).click();
    await journey.page.getByText('Your new password is saved').waitFor();

    await logInWithForm(newPassword);
    await expectLoggedIn();
  });

  it('logged no console errors and no page errors', () => {
    expect(journey.problems).toEqual([]);
  });
});
