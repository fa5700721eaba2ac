import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { operationValidators } from '../../../src/http/operation-validators.js';

describe('operationValidators', () => {
  const { requestValidator, responseValidator } = operationValidators(
    { body: z.object({ email: z.email() }), query: z.object({ page: z.string() }) },
    z.object({ valid: z.boolean() }),
  );

  it('accepts what the generated validator accepts: the body, an optional query, no path', async () => {
    await expect(requestValidator({ body: { email: 'a@b.test' } })).resolves.toBeDefined();
    await expect(requestValidator({ body: { email: 'a@b.test' }, query: { page: '1' } })).resolves.toBeDefined();
  });

  it('rejects a bad body, a part the operation lacks, and a bad response', async () => {
    await expect(requestValidator({ body: { email: 'nope' } })).rejects.toMatchObject({ name: '$ZodError' });
    await expect(requestValidator({ body: { email: 'a@b.test' }, path: { id: 'x' } })).rejects.toMatchObject({
      name: '$ZodError',
    });
    await expect(requestValidator({})).rejects.toMatchObject({ name: '$ZodError' });
    await expect(responseValidator({ valid: 'yes' })).rejects.toMatchObject({ name: '$ZodError' });
    await expect(responseValidator({ valid: true })).resolves.toEqual({ valid: true });
  });
});
