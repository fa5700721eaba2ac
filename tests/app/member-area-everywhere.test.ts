import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../sandbox/index.js';
import { saveScreenshot, storeJourney } from './support/store-under-test.js';
import { pageAtWidth, sidewaysOverflow, WIDTHS } from './support/viewport.js';

const journey = storeJourney('v3');

describe.each(WIDTHS)('the member area at %i px', (width) => {
  const view = pageAtWidth(() => journey.store, width);
  const header = () => view.page.getByRole('navigation', { name: 'Main' });

  it('shows a member’s account with the header on one line and nothing wider than the window', async () => {
    const { page } = view;
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await header().getByRole('button', { name: 'Log out' }).waitFor();
    await page.goto('/account');
    await page.getByText(`You are logged in as ${DEMO_MEMBER.email}`).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThan(64);
    await saveScreenshot(page, `member-account-${width}`, page.locator('main').first());
    await header().getByRole('button', { name: 'Log out' }).click();
    await header().getByRole('link', { name: 'Log in' }).waitFor();
  });

  it('answers a reset request for an unknown email, and stops waiting for an email that never comes', async () => {
    const { page } = view;
    await page.goto('/account/forgot-password');
    await page.getByLabel('Email').fill(`nobody.${width}@example.com`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If nobody.${width}@example.com belongs to a member`).waitFor();
    await page.getByText(`no email came to nobody.${width}@example.com`).waitFor({ timeout: 15_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, `member-reset-unknown-email-${width}`, page.locator('main').first());
  });

  it('says how long to wait after too many wrong passwords', async () => {
    const { page } = view;
    const email = `prober.${width}@example.com`;
    await page.goto('/account/login');
    const alert = page.getByRole('alert');
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await alert.first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isEnabled()).toBe(true);
    }
    await expect
      .poll(() => alert.first().innerText())
      .toMatch(/Too many failed attempts with this email\. Try again in 1[45] minutes, or reset your password\./);
    await saveScreenshot(page, `member-throttled-login-${width}`, alert.first());
  });

  it('raises no page error', () => {
    expect(view.pageErrors).toEqual([]);
  });
});
