import type { FieldErrors, Resolver } from 'react-hook-form';
import type { BodySchema, EntityFormV3, EntityValuesV3 } from './entity-kind';

/**
 * A form resolver that checks the request body the values make against the contract's schema, and shows each issue
 * on the field it comes from (the first field when the body's property has none of its own).
 */
export function bodyResolver(
  form: EntityFormV3,
  bodyOf: (values: EntityValuesV3) => unknown,
): Resolver<EntityValuesV3> {
  const names = new Set(form.fields.map((field) => field.name));
  const fieldOf = (property: PropertyKey | undefined) => {
    const name = form.fieldOfProperty?.[String(property)] ?? String(property);
    return names.has(name) ? name : form.fields[0]!.name;
  };
  return (values) => {
    const result = (form.schema as BodySchema).safeParse(bodyOf(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<EntityValuesV3> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = fieldOf(issue.path[0]);
      errors[name] ??= { type: 'schema', message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The fields whose value differs from what the entity holds, with the revision the update must send. */
export function changedFields(values: EntityValuesV3, initial: EntityValuesV3, revision: string | undefined) {
  const changed = Object.entries(values).filter(([name, value]) => value !== initial[name]);
  return { revision: revision ?? '', ...Object.fromEntries(changed) };
}

/** The values without the empty ones, for a body whose fields are optional. */
export const withoutEmpty = (values: EntityValuesV3): EntityValuesV3 =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
