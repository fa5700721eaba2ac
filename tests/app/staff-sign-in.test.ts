import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../scripts/lib/demo-staff.js';
import { expectNoSidewaysScroll, PHONE } from './support/page-checks.js';
import { signInAsStaff } from './support/staff-sign-in.js';
import { merchantClient, saveScreenshot, storeJourney, takeExpectedFailure } from './support/store-under-test.js';

const journey = storeJourney('v3');

/** The session cookie the page's browser holds, as a `Cookie` header for requests made outside it. */
async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** A product of the demo store, read with the API key. */
async function demoProduct(slug: string) {
  const { product } = await merchantClient(journey.store).productsV3.getProductBySlug(slug);
  return product!;
}

describe('the store manager behind a staff sign-in', () => {
  it('sends a visitor without a session to the sign-in, keeping the page asked for', async () => {
    const { app } = journey.store;
    for (const path of ['/manage', '/manage/products?search=linen']) {
      const response = await fetch(app.url + path, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(`/manage/sign-in?returnTo=${encodeURIComponent(path)}`);
    }
    const refused = await fetch(`${app.url}/manage/api/stores/v3/provision/version`);
    expect(refused.status).toBe(401);

    const { page } = journey;
    await page.goto('/manage/brands');
    expect(new URL(page.url()).pathname).toBe('/manage/sign-in');
    await page.getByRole('heading', { name: 'Store manager' }).waitFor();
  });

  it('refuses a wrong password in plain words, then signs in and returns to the page asked for', async () => {
    const { page, problems } = journey;
    const form = page.getByRole('form', { name: 'Staff sign-in' });
    await form.getByLabel('Email').fill(DEMO_STAFF.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('That email and password do not match the store’s staff account. Check them and try again.');
    takeExpectedFailure(problems, '/manage/sign-in', 401);
    await saveScreenshot(page, 'staff-sign-in-refused', form);
    expect(await form.getByLabel('Email').inputValue()).toBe(DEMO_STAFF.email);

    await form.getByLabel('Password').fill(DEMO_STAFF.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${journey.store.app.url}/manage/brands`);
    await page.getByRole('navigation', { name: 'Store manager' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('signs in without the page’s scripts too: the form is posted to the server', async () => {
    const context = await journey.store.browser.newContext({
      baseURL: journey.store.app.url,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/manage/sign-in?returnTo=%2Fmanage%2Fcategories');
    await page.getByLabel('Email').fill('STAFF@sitekit.dev ');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That email and password do not match').waitFor();
    await page.getByLabel('Password').fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${journey.store.app.url}/manage/categories`);
    await context.close();
  });

  it('edits a product through the app server, which alone holds the API key', async () => {
    const { page, problems, store } = journey;
    const shorts = await demoProduct('linen-shorts');
    const platformCalls: string[] = [];
    const managerCalls: string[] = [];
    page.on('request', (request) => {
      const call = `${request.method()} ${request.url()}`;
      // The page's pictures come from the sandbox; none of the manager's calls do.
      if (request.url().startsWith(store.sandbox.url) && request.resourceType() !== 'image') platformCalls.push(call);
      if (request.url().startsWith(`${store.app.url}/manage/api/`)) managerCalls.push(call);
    });
    await page.goto(`/manage/products/${shorts.id}`);
    await page.getByLabel('Name', { exact: true }).fill('Linen Shorts (staff edit)');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').filter({ hasText: 'Product saved.' }).waitFor();
    expect((await demoProduct('linen-shorts')).name).toBe('Linen Shorts (staff edit)');
    expect(platformCalls).toEqual([]);
    expect(managerCalls).toContain(`PATCH ${store.app.url}/manage/api/stores/v3/products/${shorts.id}`);
    expect(problems).toEqual([]);
  });

  it('refuses a write from another origin, and any call outside the contract', async () => {
    const { page, store } = journey;
    const shorts = await demoProduct('linen-shorts');
    const Cookie = await cookieHeader(page);
    const update = (Origin: string) =>
      fetch(`${store.app.url}/manage/api/stores/v3/products/${shorts.id}`, {
        method: 'PATCH',
        headers: { Cookie, Origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ product: { name: 'Hijacked', revision: shorts.revision } }),
      });
    const foreign = await update('http://127.0.0.1:1');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe(
      'This site takes changes from its own pages only.',
    );
    expect((await demoProduct('linen-shorts')).name).toBe('Linen Shorts (staff edit)');

    const sandboxInfo = await fetch(`${store.app.url}/manage/api/_sandbox/info`, { headers: { Cookie } });
    expect(sandboxInfo.status).toBe(404);
    expect(await sandboxInfo.text()).not.toContain(store.sandbox.apiKey);
    const wrongMethod = await fetch(`${store.app.url}/manage/api/stores/v3/provision/version`, {
      method: 'DELETE',
      headers: { Cookie, Origin: store.app.url },
    });
    expect(wrongMethod.status).toBe(404);

    const read = await fetch(`${store.app.url}/manage/api/stores/v3/provision/version`, { headers: { Cookie } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ catalogVersion: 'V3_CATALOG' });
  });

  it('signs out with a POST, after which the manager asks for the sign-in again', async () => {
    const { page, problems } = journey;
    await page.goto('/manage/products');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${journey.store.app.url}/manage/sign-in`);
    const response = await fetch(`${journey.store.app.url}/manage/products`, {
      redirect: 'manual',
      headers: { Cookie: await cookieHeader(page) },
    });
    expect(response.status).toBe(302);
    expect(problems).toEqual([]);
  });

  it('shows the sign-in at a desktop’s and a phone’s width', async () => {
    const { page } = journey;
    for (const [name, viewport] of [
      ['staff-sign-in-desktop', { width: 1280, height: 900 }],
      ['staff-sign-in-phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/manage/sign-in');
      await saveScreenshot(page, name, page.getByRole('form', { name: 'Staff sign-in' }));
      await expectNoSidewaysScroll(page);
    }
  });
});

it('signs in through the shared helper', async () => {
  // The helper other manager journeys use lands on the products table.
  await signInAsStaff(journey.page);
  await journey.page.getByRole('navigation', { name: 'Store manager' }).waitFor();
});
