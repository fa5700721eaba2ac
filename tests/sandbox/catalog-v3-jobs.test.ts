import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { type Harness, type Json, startHarness } from './support/harness.js';

/** Polls a by-filter job until it is no longer running; answers its record. */
async function finished(h: Harness, jobId: string): Promise<Json> {
  await expect.poll(async () => (await h.call(`/_sandbox/jobs/${jobId}`)).body.job.status).not.toBe('IN_PROGRESS');
  return (await h.call(`/_sandbox/jobs/${jobId}`)).body.job;
}

describe('by-filter inventory jobs', () => {
  const v3 = v3Sandbox();

  it('never take stock below zero: of five jobs of 2 on 3 in stock one applies, four fail and say why', async () => {
    const product = shirtV3('Oversold Shirt');
    const created = await v3.h.call('/stores/v3/products-with-inventory', {
      ...v3.admin,
      body: {
        product: {
          ...product,
          variantsInfo: {
            variants: product.variantsInfo.variants.map((v) => ({ ...v, inventoryItem: { quantity: 3 } })),
          },
        },
        returnEntity: true,
      },
    });
    const item = created.body.inventoryResults.results[0].item as Json;
    const jobs = await Promise.all(
      Array.from({ length: 5 }, () =>
        v3.h.call('/stores/v3/bulk/inventory-items/adjust-by-filter', {
          ...v3.admin,
          body: { filter: { id: item.id }, adjustment: { decrementBy: 2 } },
        }),
      ),
    );
    const records = await Promise.all(jobs.map((job) => finished(v3.h, job.body.jobId)));
    expect(records.map((r) => r.status).sort()).toEqual(['COMPLETED', 'FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect(records.find((r) => r.status === 'FAILED').failure.code).toBe('INSUFFICIENT_INVENTORY');
    const after = await v3.h.call(`/stores/v3/inventory-items/${item.id}`, v3.admin);
    expect(after.body.inventoryItem.quantity).toBe(1);
  });
});

describe('jobs cut off by a stop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are failed as interrupted when the sandbox starts again', async () => {
    const db = join(dir, 'site.db');
    await (await startHarness({ catalog: 'v3', db })).close();
    // What a SIGKILL between answering `{ jobId }` and committing the job's transaction leaves behind.
    const killed = openDatabase(db);
    killed.run(
      "INSERT INTO v3_jobs (id, kind, status, created_date) VALUES ('cut-off', 'products/update-by-filter', 'IN_PROGRESS', ?)",
      new Date().toISOString(),
    );
    killed.close();
    const restarted = await startHarness({ catalog: 'v3', db });
    try {
      const { job } = (await restarted.call('/_sandbox/jobs/cut-off')).body;
      expect(job).toMatchObject({ status: 'FAILED', processed: 0, failure: { code: 'JOB_INTERRUPTED' } });
      expect(job.finishedDate).toBeDefined();
    } finally {
      await restarted.close();
    }
  });
});

describe('by-filter product jobs', () => {
  const v3 = v3Sandbox();
  const product = async (name: string) =>
    (await v3.h.call('/stores/v3/products', { ...v3.admin, body: { product: shirtV3(name, ['59.90', '64.90']) } })).body
      .product as Json;
  const job = async (path: string, body: object) => {
    const started = await v3.h.call(`/stores/v3/bulk/products/${path}`, { ...v3.admin, body });
    expect(started.status, started.text).toBe(200);
    return finished(v3.h, started.body.jobId as string);
  };
  const read = async (id: string) =>
    (await v3.h.call(`/stores/v3/products/${id}?fields=MERCHANT_DATA`, v3.admin)).body.product as Json;

  it('apply the single update’s rules: the type stays, the name is not blank, compare-at is not below the price', async () => {
    const shirt = await product('Rule Shirt');
    const filter = { id: shirt.id };
    const changes = [
      { path: 'update-by-filter', body: { filter, product: { productType: 'DIGITAL' } }, code: 'VALIDATION' },
      { path: 'update-by-filter', body: { filter, product: { name: '   ' } }, code: 'VALIDATION' },
      {
        path: 'update-variants-by-filter',
        body: { filter, variant: { price: { actualPrice: { amount: '50' }, compareAtPrice: { amount: '10' } } } },
        code: 'COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE',
      },
    ];
    for (const change of changes) {
      const record = await job(change.path, change.body);
      expect(record, JSON.stringify(change.body)).toMatchObject({ status: 'FAILED', failure: { code: change.code } });
    }
    const after = await read(shirt.id);
    expect(after).toMatchObject({ productType: shirt.productType, name: 'Rule Shirt', revision: shirt.revision });
  });

  it('refuse adjustments beyond the price bound and keep every stored price a decimal within it', async () => {
    const shirt = await product('Inflated Shirt');
    const filter = { id: shirt.id };
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++)
      outcomes.push((await job('adjust-variants-by-filter', { filter, actualPrice: { percentage: 1000 } })).status);
    expect(outcomes.slice(0, 6)).toEqual(Array(6).fill('COMPLETED'));
    expect(outcomes.slice(6)).toEqual(['FAILED', 'FAILED']);
    const huge = await job('adjust-variants-by-filter', { filter, actualPrice: { amount: '9'.repeat(400) } });
    expect(huge.failure.code).toBe('ADJUSTED_ACTUAL_PRICE_OUT_OF_RANGE');
    const after = await read(shirt.id);
    for (const variant of after.variantsInfo.variants as Json[]) {
      expect(variant.price.actualPrice.amount).toMatch(/^[0-9]{1,9}(\.[0-9]{1,9})?$/);
    }
  });
});
