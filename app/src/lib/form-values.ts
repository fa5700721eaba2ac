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

/**
 * A route's `clientAction` that checks the form in the browser first: a form with problems shows them at once, without
 * a round trip; a good one goes on to the route's server action, which checks it again (it also serves posts made
 * without JavaScript). `applies` leaves out a page's other forms (`intent=resend`).
 */
export function checkedInBrowser<T>(schema: z.ZodMiniType<T>, applies: (form: FormData) => boolean = () => true) {
  return async ({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }) => {
    const form = await request.clone().formData();
    const reading = applies(form) ? readForm(schema, form) : undefined;
    return reading?.errors ? { errors: reading.errors } : serverAction();
  };
}
