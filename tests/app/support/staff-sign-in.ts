import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { DEMO_STAFF } from '../../../scripts/lib/demo-staff.js';
import type { CatalogName } from '../../../sandbox/catalog-versioning/store-catalog.js';
import type { SandboxSettings } from '../../../sandbox/index.js';
import { storeJourney, type StoreUnderTest } from './store-under-test.js';
import { pageAtWidth } from './viewport.js';

/**
 * Signs the page's browser context in as the store's staff, through the sign-in form, as a merchant does: the store
 * manager's pages open after it. Ends on the manager's first page.
 */
export async function signInAsStaff(page: Page, staff: { email: string; password: string } = DEMO_STAFF) {
  await page.goto('/manage/sign-in');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(staff.email);
  await form.getByLabel('Password').fill(staff.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/manage/products'));
}

/** A store journey (store-under-test.ts) whose page is signed in as staff before its tests. */
export function managerJourney(catalog: CatalogName, settings: Partial<SandboxSettings> = {}) {
  const journey = storeJourney(catalog, settings);
  beforeAll(async () => {
    await signInAsStaff(journey.page);
  });
  return journey;
}

/** A page of its own at this width (viewport.ts), signed in as staff before the surrounding `describe`'s tests. */
export function managerPageAtWidth(store: () => StoreUnderTest, width: number) {
  const view = pageAtWidth(store, width);
  beforeAll(async () => {
    await signInAsStaff(view.page);
  });
  return view;
}
