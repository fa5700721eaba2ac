import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { startStoreServer, type StoreServer } from '../integration/server/support/store-server.js';
import { ConsoleProblems } from './support/console-problems.js';
import { expectTokensOfMember, registerMember, type Member } from './support/members.js';
import { decodeCookieJson } from '../../src/server/cookie-value.js';
import type { Tokens } from '../../src/index.js';

const PLATFORM_SESSION_COOKIE = 'sitekit_sandbox_session';

let sandbox: RunningSandbox;
let store: StoreServer;
let browser: Browser;
let member: Member;
const opened: { context: BrowserContext; problems: ConsoleProblems }[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  store = await startStoreServer({ sandboxUrl: sandbox.url, clientId: sandbox.clientId });
  browser = await launchChromium();
  member = await registerMember(sandbox, 'server-login');
});

afterEach(async () => {
  for (const { context, problems } of opened.splice(0)) {
    problems.expectNone();
    await context.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
  await sandbox?.close();
});

async function newPage(): Promise<{ page: Page; context: BrowserContext; problems: ConsoleProblems }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = new ConsoleProblems(page);
  opened.push({ context, problems });
  return { page, context, problems };
}

async function storeCookies(context: BrowserContext) {
  return Object.fromEntries((await context.cookies(store.url)).map((cookie) => [cookie.name, cookie]));
}

async function sessionTokens(context: BrowserContext): Promise<Tokens> {
  const cookie = (await storeCookies(context))['sitekit-session'];
  return (decodeCookieJson(cookie!.value) as { tokens: Tokens }).tokens;
}

async function logInOnHostedPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Log in to the store' }).waitFor();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('member login with the callback on the server', () => {
  it('runs the hosted login with the code in the query and ends on the return path as a member', async () => {
    const { page, context } = await newPage();
    await page.goto(`${store.url}/login?returnTo=/account?tab=orders`);
    expect(new URL(page.url()).origin).toBe(sandbox.url);
    const loginCookie = (await storeCookies(context))['sitekit-login'];
    expect(loginCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(loginCookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);

    await logInOnHostedPage(page);
    await page.waitForURL(`${store.url}/account?tab=orders`);
    await expect.poll(() => page.locator('#who').textContent()).toBe('member');
    const cookies = await storeCookies(context);
    expect(cookies['sitekit-login']).toBeUndefined();
    expect(cookies['sitekit-session']).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    await expectTokensOfMember(sandbox, await sessionTokens(context), member);
  });

  it('logs in with email and password posted to the server, through a top-level redirect and no frame', async () => {
    const { page, context } = await newPage();
    await page.goto(`${store.url}/signin?returnTo=/orders`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${store.url}/orders`);
    await expect.poll(() => page.locator('#who').textContent()).toBe('member');
    expect(page.frames()).toHaveLength(1);
    const authorize = navigations.map((url) => new URL(url)).find((url) => url.pathname === '/oauth2/authorize');
    expect(authorize?.origin).toBe(sandbox.url);
    expect(authorize?.searchParams.get('prompt')).toBe('none');
    expect(authorize?.searchParams.get('responseMode')).toBe('query');
    await expectTokensOfMember(sandbox, await sessionTokens(context), member);
  });

  it('refuses a callback whose state is not the login’s', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${store.url}/login?returnTo=/account`);
    const response = await page.goto(`${store.url}/auth/callback?code=forged&state=forged`);
    expect(response?.status()).toBe(400);
    expect(await page.textContent('body')).toBe('Login failed: Invalid _state');
    problems.takeExpected((problem) => problem.url.startsWith(`${store.url}/auth/callback`));
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'keeps the return path %s on the site',
    async (returnTo) => {
      const { page } = await newPage();
      await page.goto(`${store.url}/login?returnTo=${encodeURIComponent(returnTo)}`);
      await logInOnHostedPage(page);
      await page.waitForURL(`${store.url}/`);
      await expect.poll(() => page.locator('#who').textContent()).toBe('member');
    },
  );

  it("logs out through the platform's logout page and comes back as a visitor", async () => {
    const { page, context } = await newPage();
    await page.goto(`${store.url}/login`);
    await logInOnHostedPage(page);
    await page.waitForURL(`${store.url}/`);
    expect((await context.cookies(sandbox.url)).map((cookie) => cookie.name)).toContain(PLATFORM_SESSION_COOKIE);

    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.locator('#who').textContent()).toBe('visitor');
    expect(page.url()).toBe(`${store.url}/`);
    expect(visited).toEqual(['/logout', '/_sandbox/hosted/logout', '/']);
    expect((await storeCookies(context))['sitekit-session']).toBeUndefined();
    expect((await context.cookies(sandbox.url)).map((cookie) => cookie.name)).not.toContain(PLATFORM_SESSION_COOKIE);
  });
});
