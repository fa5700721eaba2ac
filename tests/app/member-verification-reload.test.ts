import { describe, expect, it } from 'vitest';
import { mailbox, saveScreenshot, storeJourney } from './support/store-under-test.js';
import { WIDTHS } from './support/viewport.js';

const journey = storeJourney('v1', { requireEmailVerification: true });

const email = `lake.${Date.now()}@example.com`;
const password = 'lake-password-1';

describe('a member verifying the email', () => {
  it('keeps the verification step across a reload, without the password, and can have the code sent again', async () => {
    const { page } = journey;
    await page.goto('/account/register');
    await page.getByLabel('First name').fill('Lake');
    await page.getByLabel('Last name').fill('Moss');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByText(`We sent a code to ${email}`).waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(password);
    // The step is kept by the app server in a signed cookie: the address and the platform's state token only.
    const cookies = await page.context().cookies();
    const readable = cookies.map(({ value }) =>
      Buffer.from(decodeURIComponent(value).split('.')[0]!, 'base64').toString(),
    );
    expect(readable.join(' ')).toContain(email);
    expect(readable.join(' ')).not.toContain(password);

    await page.getByRole('button', { name: 'Send the code again' }).click();
    await page.getByText(`A new code is on its way to ${email}.`).waitFor();
    const sent = await mailbox(journey.store.sandbox, email);
    expect(sent.filter((message) => message.kind === 'verification')).toHaveLength(2);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await saveScreenshot(
        page,
        `member-verify-resend-${width}`,
        page.getByRole('heading', { name: 'Verify your email' }),
      );
    }

    await page.getByLabel('Verification code').fill(sent.at(-1)!.code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`You are logged in as ${email}`).waitFor();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('stateToken');
  });
});
