import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readForm } from '../../../../app/src/lib/form-values.js';

const loginForm = z.object({
  email: z.email('Enter your email address'),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});

const newPasswordForm = z
  .object({ password: z.string(), confirm: z.string() })
  .check(z.refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'The passwords differ' }));

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('readForm', () => {
  it('answers the values of a good form, without the fields the schema does not name', () => {
    expect(readForm(loginForm, formOf({ email: 'ana@shop.test', password: 'secret-1', intent: 'login' }))).toEqual({
      values: { email: 'ana@shop.test', password: 'secret-1' },
    });
  });

  it('answers each field’s first problem by the field’s name', () => {
    const { errors } = readForm(loginForm, formOf({ email: 'not-an-email', password: '' }));
    expect(errors).toEqual({ email: 'Enter your email address', password: 'Enter your password' });
  });

  it('puts a problem of the whole form on the field it names', () => {
    const { errors } = readForm(newPasswordForm, formOf({ password: 'secret-1', confirm: 'secret-2' }));
    expect(errors).toEqual({ confirm: 'The passwords differ' });
  });

  it('reads a file as no text', () => {
    const form = formOf({ email: 'ana@shop.test' });
    form.append('password', new Blob(['x']));
    expect(readForm(loginForm, form).errors).toEqual({ password: expect.any(String) });
  });
});
