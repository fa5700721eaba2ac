import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailbox,
  openApp,
  saveScreenshot,
  startStoreUnderTest,
  takeExpectedFailure,
  type StoreUnderTest,
} from './support/store-under-test.js';

let store: StoreUnderTest;
let page: Page;
let problems: string[];

const email = `river.${Date.now()}@example.com`;
const firstPassword = 'first-password-1';
const newPassword = 'second-password-2';

beforeAll(async () => {
  store = await startStoreUnderTest({ requireEmailVerification: true });
  ({ page, problems } = await openApp(store));
});

afterAll(async () => {
  await store?.close();
});

const header = () => page.getByRole('navigation', { name: 'Main' });

async function expectLoggedIn() {
  await page.getByText(`You are logged in as ${email}`).waitFor();
  await header().getByRole('button', { name: 'Log out' }).waitFor();
}

/** Logs out and waits for the round trip: the platform's logout page sends the browser back to the home page. */
async function logOutFromHeader() {
  const backHome = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && frame.url() === `${store.app.url}/`,
  });
  await header().getByRole('button', { name: 'Log out' }).click();
  await backHome;
  await header().getByRole('link', { name: 'Log in' }).waitFor();
}

async function logInWithForm(password: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The member tokens the app keeps in localStorage (keys carry the client id). */
async function storedRole(): Promise<string | undefined> {
  return page.evaluate((clientId) => {
    const key = Object.keys(localStorage).find((k) => k.includes(clientId));
    if (!key) return undefined;
    return (JSON.parse(localStorage.getItem(key)!) as { refreshToken?: { role?: string } }).refreshToken?.role;
  }, store.sandbox.clientId);
}

describe('a member', () => {
  it('registers and verifies the email with the code from the sandbox mailbox', async () => {
    await page.goto('/account/register');
    await page.getByLabel('First name').fill('River');
    await page.getByLabel('Last name').fill('Stone');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Invalid email address').waitFor();

    await page.getByLabel('Email').fill(email);
    await saveScreenshot(page, 'member-register', page.getByRole('form', { name: 'Create an account' }));
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const shownCode = await page.getByTestId('mailbox-code').innerText();
    const [sent] = await mailbox(store.sandbox, email);
    expect(sent?.kind).toBe('verification');
    expect(shownCode).toBe(sent?.code);
    await saveScreenshot(page, 'member-verify-email', page.getByRole('complementary', { name: 'Sandbox mailbox' }));

    await page.getByLabel('Verification code').fill(shownCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectLoggedIn();
    expect(await storedRole()).toBe('member');
    await saveScreenshot(page, 'member-account', page.getByRole('heading', { name: 'My account' }));
  });

  it('stays logged in across a reload', async () => {
    await page.reload();
    await expectLoggedIn();
  });

  it('logs out through the platform’s logout page and comes back signed out', async () => {
    await logOutFromHeader();
    expect(await storedRole()).not.toBe('member');
    await page.goto('/account');
    await page.getByText('You are not logged in').waitFor();
  });

  it('is told when the password is wrong, then logs in directly', async () => {
    await logInWithForm('not-the-password');
    await page.getByText('The password is wrong.').waitFor();
    takeExpectedFailure(problems, '/_api/iam/authentication/v2/login', 400);
    await saveScreenshot(page, 'member-login', page.getByRole('form', { name: 'Log in' }));

    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectLoggedIn();
    await logOutFromHeader();
  });

  it('logs in on the hosted login page', async () => {
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Log in with the hosted page' }).click();
    await page.waitForURL(`${store.sandbox.url}/**`);
    await page.getByRole('heading', { name: 'Log in to the store' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${store.app.url}/account`);
    await page.getByText('You are logged in').waitFor();
    expect(await storedRole()).toBe('member');
    await logOutFromHeader();
  });

  it('recovers the account with a new password', async () => {
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('link', { name: 'reset here' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill('something-else');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The passwords differ').waitFor();
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your new password is saved').waitFor();

    await logInWithForm(newPassword);
    await expectLoggedIn();
  });

  it('logged no console errors and no page errors', () => {
    expect(problems).toEqual([]);
  });
});
