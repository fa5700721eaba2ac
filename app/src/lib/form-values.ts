import type * as z from 'zod/mini';

/** Each field's first problem, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/** A posted form read through its schema: the values, or what is wrong with each field. */
export type FormReading<T> = { values: T; errors?: undefined } | { values?: undefined; errors: FieldErrors };

/** Reads a posted form (text fields only) with the form's schema (lib/account-forms.ts). */
export function readForm<T>(schema: z.ZodMiniType<T>, form: FormData): FormReading<T> {
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));
  const result = schema.safeParse(fields);
  if (result.success) return { values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { errors };
}
