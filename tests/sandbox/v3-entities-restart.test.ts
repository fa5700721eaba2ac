import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startHarness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitekit-v3-entities-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps acknowledged brands, info sections, customizations and categories across a restart', async () => {
  const db = join(dir, 'site.db');
  const first = await startHarness({ catalog: 'v3', db });
  const admin = { token: first.sandbox.apiKey };
  const treeReference = { appNamespace: '@wix/stores' };
  const brand = (await first.call('/stores/v3/brands', { ...admin, body: { brand: { name: 'Kept' } } })).body.brand;
  const section = (
    await first.call('/stores/v3/info-sections', {
      ...admin,
      body: { infoSection: { uniqueName: 'kept', title: 'Kept' } },
    })
  ).body.infoSection;
  const custom = (
    await first.call('/stores/v3/customizations', {
      ...admin,
      body: {
        customization: {
          name: 'Kept',
          customizationType: 'MODIFIER',
          customizationRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: [{ name: 'One' }] },
        },
      },
    })
  ).body.customization;
  const category = (
    await first.call('/categories/v1/categories', { ...admin, body: { category: { name: 'Kept' }, treeReference } })
  ).body.category;
  await first.close();

  const second = await startHarness({ db });
  try {
    const again = { token: second.sandbox.apiKey };
    expect((await second.call(`/stores/v3/brands/${brand.id}`, again)).body.brand.name).toBe('Kept');
    expect((await second.call(`/stores/v3/info-sections/${section.id}`, again)).body.infoSection.uniqueName).toBe(
      'kept',
    );
    expect((await second.call(`/stores/v3/customizations/${custom.id}`, again)).body.customization.revision).toBe('1');
    const read = await second.call(
      `/categories/v1/categories/${category.id}?treeReference.appNamespace=@wix/stores`,
      again,
    );
    expect(read.body.category.slug).toBe('kept');
  } finally {
    await second.close();
  }
});
