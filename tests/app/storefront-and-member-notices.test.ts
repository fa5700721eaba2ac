import { describe, expect, it } from 'vitest';
import { saveScreenshot, storeJourney } from './support/store-under-test.js';
import { expectNoSidewaysScroll } from './support/page-checks.js';
import { WIDTHS, pageAtWidth } from './support/viewport.js';

const journey = storeJourney('v3');
const DEMO = { email: 'demo@sitekit.dev', password: 'sandbox-demo' };
const ONE_LOGIN_MESSAGE = 'The email or the password is wrong.';

describe.each(WIDTHS)('the shop’s notices at %i px', (width) => {
  const view = pageAtWidth(() => journey.store, width);

  it('starts again from the first page, with a short notice, when the address holds a cursor it cannot use', async () => {
    const { page } = view;
    await page.goto('/?page=2&cursor=garbage');
    await page.getByText('That page of results is no longer available, so here is the first page.').waitFor();
    await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('cursor')).toBeNull();
    expect(await page.getByText('INVALID_ARGUMENT').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `notices-bad-cursor-${width}`, page.getByRole('list', { name: 'Products' }));
  });

  it('says why nothing matches when the minimum price is above the maximum', async () => {
    const { page } = view;
    await page.goto('/?min=50&max=10');
    const why = page.getByText('The minimum price ($50.00) is above the maximum ($10.00)');
    await why.waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `notices-price-range-${width}`, why);
  });
});

describe('a member signing in', () => {
  it('reads one message for an unknown email and for a wrong password', async () => {
    const { page } = journey;
    await page.goto('/account/login');
    await page.getByLabel('Email').fill('nobody.here@example.com');
    await page.getByLabel('Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText(ONE_LOGIN_MESSAGE).waitFor();
    expect(await page.getByText('No member has this email address').count()).toBe(0);

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText(ONE_LOGIN_MESSAGE).waitFor();
    await saveScreenshot(page, 'notices-login-1280', page.getByRole('form', { name: 'Log in' }));
  });

  it('finds its email already in the form when changing its password', async () => {
    const { page } = journey;
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText(`You are logged in as ${DEMO.email}`).waitFor();
    await page.getByRole('link', { name: 'Change your password' }).click();
    const field = page.getByRole('form', { name: 'Reset your password' }).getByLabel('Email');
    await expect.poll(() => field.inputValue()).toBe(DEMO.email);
    await saveScreenshot(page, 'notices-change-password-1280', field);
  });
});
