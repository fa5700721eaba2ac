import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailbox,
  openApp,
  saveScreenshot,
  startStoreUnderTest,
  takeExpectedFailure,
  type StoreUnderTest,
} from './support/store-under-test.js';
import { sidewaysOverflow, WIDTHS } from './support/viewport.js';

// The member area on the server: every form posts to a route action and works without JavaScript; the session lives
// in an HttpOnly cookie that the app server writes.

const email = `brook.${Date.now()}@example.com`;
const firstPassword = 'brook-password-1';
const newPassword = 'brook-password-2';

const journey = {} as { store: StoreUnderTest; context: BrowserContext; page: Page };

beforeAll(async () => {
  journey.store = await startStoreUnderTest({ requireEmailVerification: true });
  journey.context = await journey.store.browser.newContext({
    baseURL: journey.store.app.url,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  journey.page = await journey.context.newPage();
});

afterAll(async () => {
  await journey.store?.close();
});

const header = () => journey.page.getByRole('navigation', { name: 'Main' });

/** The browser's cookies for the app, as a `Cookie` header. */
async function cookieHeader(): Promise<string> {
  const cookies = await journey.context.cookies(journey.store.app.url);
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** A form post from outside the browser, redirects not followed. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(new URL(path, journey.store.app.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: journey.store.app.url, ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

async function logIn(password: string) {
  await journey.page.getByLabel('Email').fill(email);
  await journey.page.getByLabel('Password').fill(password);
  await journey.page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('the member area with JavaScript off', () => {
  it('registers, verifies the email with the emailed code, and shows the account page with the name and email', async () => {
    const { page } = journey;
    await page.goto('/account/register');
    await page.getByLabel('First name').fill('Brook');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('The password needs at least 6 characters').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Brook');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByText(`We sent a code to ${email}`).waitFor();

    await page.getByRole('button', { name: 'Send the code again' }).click();
    await page.getByText(`A new code is on its way to ${email}.`).waitFor();
    const codes = (await mailbox(journey.store.sandbox, email)).filter((mail) => mail.kind === 'verification');
    expect(codes).toHaveLength(2);

    await page.getByLabel('Verification code').fill(codes.at(-1)!.code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${journey.store.app.url}/account`);
    await page.getByText('Brook Hale').waitFor();
    await page.getByText(`You are logged in as ${email}.`).waitFor();
    await header().getByRole('link', { name: 'My account' }).waitFor();
    const session = (await journey.context.cookies()).find((cookie) => cookie.name === 'sitekit-session');
    expect(session?.httpOnly).toBe(true);
  });

  it('renders the header of a shop page with the member, on the server', async () => {
    const html = await (await fetch(journey.store.app.url, { headers: { Cookie: await cookieHeader() } })).text();
    expect(html).toContain('My account');
    expect(html).toContain('Log out');
    expect(html).not.toContain('>Register<');
  });

  it('refuses a form posted from another site, or without an origin, with 403', async () => {
    const fields = { email, password: firstPassword };
    const foreign = await post('/account/login', fields, { Origin: 'http://shop.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('another site');
    expect((await post('/account/logout', {}, { Origin: 'null', Cookie: await cookieHeader() })).status).toBe(403);
    const withoutOrigin = await fetch(new URL('/account/login', journey.store.app.url), {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(withoutOrigin.status).toBe(403);
    const sameSite = await post('/account/login', { email, password: 'not-the-password' });
    expect(sameSite.status).toBe(400);
  });

  it('logs out: the answer clears the session cookie and goes to the platform’s logout page', async () => {
    const response = await post('/account/logout', {}, { Cookie: await cookieHeader() });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(new RegExp(`^${journey.store.sandbox.url}/`));
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sitekit-session='));
    expect(cleared).toMatch(/^sitekit-session=;.*Max-Age=0/i);

    await header().getByRole('button', { name: 'Log out' }).click();
    await journey.page.waitForURL(`${journey.store.app.url}/`);
    await header().getByRole('link', { name: 'Log in' }).waitFor();
    // The visitor that comes back gets a session of its own, without the member's tokens or name.
    expect((await journey.context.cookies()).map((cookie) => cookie.name)).not.toContain('store-member');
    const account = await fetch(new URL('/account', journey.store.app.url), {
      headers: { Cookie: await cookieHeader() },
      redirect: 'manual',
    });
    expect(account.headers.get('Location')).toBe('/account/login?returnTo=%2Faccount');
  });

  it('sends a visitor to the sign-in, says a wrong password plainly, and returns to the page they came from', async () => {
    const { page } = journey;
    const visit = await fetch(new URL('/account', journey.store.app.url), { redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('Location')).toBe('/account/login?returnTo=%2Faccount');

    await page.goto('/account');
    await page.waitForURL(`${journey.store.app.url}/account/login?returnTo=%2Faccount`);
    await logIn('not-the-password');
    await page.getByText('The email or the password is wrong.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await logIn(`${firstPassword}`);
    await page.waitForURL(`${journey.store.app.url}/account`);
    await page.getByText(`You are logged in as ${email}.`).waitFor();
    await header().getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${journey.store.app.url}/`);

    // Only a path on this site: another host's address becomes the home page.
    await page.goto(`/account/login?returnTo=${encodeURIComponent('//shop.example/account')}`);
    await logIn(firstPassword);
    await page.waitForURL(`${journey.store.app.url}/`);
    await header().getByRole('link', { name: 'My account' }).waitFor();
    await header().getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${journey.store.app.url}/`);
  });

  it('says the same for an unknown email as for a wrong password', async () => {
    const response = await post('/account/login', {
      email: `nobody.${Date.now()}@example.com`,
      password: 'whatever-1',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The email or the password is wrong.');
  });

  it('resets the password with the emailed link, then logs in with the new one', async () => {
    const { page } = journey;
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If ${email} belongs to a member`).waitFor();
    const link = (await mailbox(journey.store.sandbox, email)).find((mail) => mail.kind === 'recovery')!.link!;
    const recoveryToken = new URL(link).searchParams.get('recoveryToken')!;

    await page.goto(`/account/reset-password?recoveryToken=${encodeURIComponent(recoveryToken)}`);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill('something-else');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The passwords differ').waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your new password is saved').waitFor();

    await page.getByRole('link', { name: 'Log in' }).first().click();
    await logIn(newPassword);
    await page.waitForURL(`${journey.store.app.url}/account`);
    await page.getByText(`You are logged in as ${email}.`).waitFor();
  });

  it('shows the account and sign-in pages at a laptop’s and a phone’s width', async () => {
    const { page } = journey;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/account');
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `member-server-account-${width}`, page.getByRole('heading', { name: 'My account' }));
    }
    await header().getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${journey.store.app.url}/`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/account/login');
      await logIn('not-the-password');
      await page.getByText('The email or the password is wrong.').waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `member-server-login-${width}`, page.getByRole('form', { name: 'Log in' }));
    }
  });
});

describe('the member area with JavaScript on', () => {
  it('answers a wrong password without reloading the page, then signs in', async () => {
    const { page, problems } = await openApp(journey.store);
    await page.goto('/account/login');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await logInOn(page, 'not-the-password');
    await page.getByText('The email or the password is wrong.').waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    takeExpectedFailure(problems, '/account/login.data', 400);
    await logInOn(page, newPassword);
    await page.waitForURL(`${journey.store.app.url}/account`);
    await page.getByText(`You are logged in as ${email}.`).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

async function logInOn(page: Page, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
