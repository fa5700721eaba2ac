import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What every named v3 entity has: an id and the revision an update must send. */
export interface EntityRowV3 {
  id?: string;
  revision?: string;
}

/** A form's values, one string per field. */
export type EntityValuesV3 = Record<string, string>;

export interface EntityFieldV3 {
  name: string;
  label: string;
  hint?: string;
  /** HTML (paragraphs, bold, italic, lists), edited in a rich text box, as the platform's `plainDescription` is. */
  richText?: boolean;
  /** A select of these values instead of a text input. */
  options?: readonly { value: string; label: string }[];
}

/** Something with a zod `safeParse`, such as a generated schema from `sitekit/schemas`. */
export interface BodySchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** A form of the entity: its fields, and the request body they make, checked by the contract's schema. */
export interface EntityFormV3 {
  fields: readonly EntityFieldV3[];
  schema: BodySchema;
  /** The body's top-level properties shown by another field than their own name (`choicesSettings` by `choices`). */
  fieldOfProperty?: Readonly<Record<string, string>>;
}

export interface EntityColumnV3<E> {
  label: string;
  value(entity: E): ReactNode;
}

/** A write, whatever arguments its hook takes: `run` resolves with the call's answer. */
export interface EntityWriteV3<V> {
  run: (variables: V) => Promise<unknown>;
  isPending: boolean;
  error: Error | null;
}

/** One page of the entity's table: its rows and the cursor of the next page. */
export interface EntityPageV3<E> {
  items: E[];
  next: string | undefined;
}

/** A named entity's page, from the contract (generated/named-entities-v3.gen.ts). */
export interface EntityLinkV3 {
  /** The page's address under `/manage/`, and the descriptor's file name: "info-sections". */
  slug: string;
  title: string;
}

/**
 * One named entity of a v3 store as the store manager shows it: the table's columns and page read, the create and
 * edit forms, and the writes. The generic table, forms and pages do the rest.
 */
export interface EntityKindV3<E extends EntityRowV3> extends EntityLinkV3 {
  /** The entity in a sentence, lower case: "brand", "info section". */
  noun: string;
  nameOf(entity: E): string;
  columns: readonly EntityColumnV3<E>[];
  /** The page after `cursor` (the first page without one), sorted by name, with the assigned-product counts. */
  usePage(cursor: string | undefined, pageSize: number): UseQueryResult<EntityPageV3<E>, Error>;
  /** `enabled: false` while the entity is being deleted, so that it is not read again meanwhile. */
  useOne(id: string, enabled: boolean): UseQueryResult<E, Error>;
  createForm: EntityFormV3 & { bodyOf: (values: EntityValuesV3) => unknown; initial: EntityValuesV3 };
  /** The edit form sends the changed fields with the entity's revision. */
  editForm: EntityFormV3 & { valuesOf(entity: E): EntityValuesV3 };
  useCreate(): EntityWriteV3<unknown>;
  useUpdate(): EntityWriteV3<{ id: string; changes: object }>;
  useDelete(): EntityWriteV3<string>;
  /** Where the platform has a bulk delete. */
  useBulkDelete?(): EntityWriteV3<string[]>;
  /** More to edit below the form, such as a customization's choices. */
  renderExtra?(entity: E): ReactNode;
}

/**
 * What `descriptors/<slug>.ts` exports as `descriptor`: the entity kind but for its slug and title, which come from
 * the contract with its page (docs/decisions.md#37).
 */
export type EntityDescriptorV3<E extends EntityRowV3> = Omit<EntityKindV3<E>, keyof EntityLinkV3>;
