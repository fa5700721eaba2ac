import { describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../src/core/site-context.js';
import type { Operation, OperationRow } from '../../src/http/operation.js';
import type { GeneratedRows } from '../../src/http/operation-source.js';
import { siteModule } from '../../src/site-modules.js';

const row = (from: string) => ({ read: from === 'own' }) as unknown as Operation & OperationRow;
const contextWith = (fallback: (name: string) => Promise<Operation>) =>
  ({ operations: fallback }) as unknown as SiteContext;

describe('siteModule', () => {
  it('loads its rows on the first lookup, once, and asks the site for any other name', async () => {
    const load = vi.fn(async () => ({ getProduct: row('own') }) as GeneratedRows);
    const create = siteModule((context) => ({ find: context.operations }), load);
    const module = create(contextWith(async () => row('site')));
    expect(load).not.toHaveBeenCalled();
    expect((await module.find('getProduct')).read).toBe(true);
    expect((await module.find('getProduct')).read).toBe(true);
    expect((await module.find('getCollection')).read).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on the next lookup after a load failed', async () => {
    const load = vi
      .fn<() => Promise<GeneratedRows>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ getProduct: row('own') } as GeneratedRows);
    const module = siteModule((context) => ({ find: context.operations }), load)(contextWith(async () => row('site')));
    await expect(module.find('getProduct')).rejects.toThrow('chunk missing');
    expect((await module.find('getProduct')).read).toBe(true);
  });
});
