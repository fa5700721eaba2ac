import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import * as schemas from '../../generated/zod.gen.js';
import type { CursorQueryV3 } from '../../generated/types.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { runBulk } from '../catalog-v3/bulk-results.js';
import { BRAND, type LabelKind, RIBBON } from '../catalog-v3/labels/label-kinds.js';
import type { LabelRow } from '../catalog-v3/labels/label-rows.js';
import {
  countLabels,
  createLabel,
  deleteLabelService,
  getOrCreateLabel,
  labelOrFail,
  queryLabels,
  updateLabelService,
  viewLabels,
} from '../catalog-v3/labels/label-service.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { withListParams } from '../http/dot-r-input.js';
import { optionalBody, validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';
import { registerDotRRead } from '../http/dot-r-read.js';

type Schema = z.core.$ZodType;
type Fields = { fields?: string[] };
type Named = { name?: string; id?: string; revision?: string };

/** The generated request schemas of one service, looked up by operation name (`createBrandV3Body` and so on). */
function schemaOf(operation: string): Schema {
  const schema = (schemas as unknown as Record<string, Schema | undefined>)[`z${operation}`];
  if (!schema) throw new Error(`The contract has no ${operation}`);
  return schema;
}

/** A bulk update changes only the masked fields (one comma-joined string of paths); all sent fields without one. */
function masked(changes: Named, fieldMask: string | undefined): Named {
  if (fieldMask === undefined || fieldMask.split(',').includes('name')) return changes;
  return { id: changes.id, revision: changes.revision };
}

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** Brands and ribbons: reads for any caller with a token, writes for the API key. */
export function registerLabelRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerLabelKind(app, context, BRAND, true);
  registerLabelKind(app, context, RIBBON, false);
}

function registerLabelKind(app: FastifyInstance, context: SandboxContext, kind: LabelKind, queryByGet: boolean): void {
  const one = kind.kind;
  const many = `${one}s`;
  const Op = capital(one);
  const Ops = capital(many);
  const base = `/stores/v3/${many}`;
  const bulk = `/stores/v3/bulk/${many}`;
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), `${kind.title} writes`);
  const wrap = (row: LabelRow, fields?: string[]) => ({ [one]: viewLabels(context, kind, [row], fields)[0] });
  const body = <T>(operation: string, request: FastifyRequest) => validate(schemaOf(operation), request.body) as T;

  app.post(base, async (request) => {
    writer(request);
    const input = body<Record<string, Named>>(`Create${Op}V3Body`, request)[one]!;
    return wrap(createLabel(context, kind, input, one));
  });
  app.get(`${base}/:id`, async (request) => {
    authenticate(context, request);
    const id = (request.params as { id: string }).id;
    const query = validate(schemaOf(`Get${Op}V3Query`), withListParams(request.query, ['fields'])) as Fields &
      Record<string, string | undefined>;
    assertSameId(query[`${one}Id`], id);
    return wrap(labelOrFail(context, kind, id), query.fields);
  });
  app.patch(`${base}/:id`, async (request) => {
    writer(request);
    const id = (request.params as { id: string }).id;
    const input = body<Fields & Record<string, Named>>(`Update${Op}V3Body`, request);
    return wrap(updateLabelService(context, kind, id, input[one]!, one), input.fields);
  });
  app.delete(`${base}/:id`, async (request) => {
    writer(request);
    const id = (request.params as { id: string }).id;
    const query = validate(schemaOf(`Delete${Op}V3Query`), request.query ?? {}) as Record<string, string | undefined>;
    assertSameId(query[`${one}Id`], id);
    deleteLabelService(context, kind, id);
    return {};
  });

  const page = (payload: { query?: CursorQueryV3 } & Fields) => {
    const { items, pagingMetadata } = queryLabels(context, kind, payload.query, payload.fields);
    return { [many]: items, pagingMetadata };
  };
  if (queryByGet) {
    registerDotRRead(
      app,
      context,
      `${base}/query`,
      schemaOf(`Query${Ops}V3Query`),
      schemaOf(`Query${Ops}V3ByPostBody`),
      (payload) => page(payload as { query?: CursorQueryV3 } & Fields),
    );
  } else {
    app.post(`${base}/query`, async (request) => {
      authenticate(context, request);
      return page(validate(schemaOf(`Query${Ops}V3Body`), optionalBody(request)) as { query?: CursorQueryV3 } & Fields);
    });
  }
  app.post(`${base}/count`, async (request) => {
    authenticate(context, request);
    const input = validate(schemaOf(`Count${Ops}V3Body`), optionalBody(request)) as { filter?: unknown };
    return countLabels(context, kind, input.filter);
  });
  app.post(`${base}/get-or-create`, async (request) => {
    writer(request);
    const input = body<Fields & Record<string, string>>(`GetOrCreate${Op}V3Body`, request);
    return wrap(getOrCreateLabel(context, kind, input[`${one}Name`]!, `${one}Name`), input.fields);
  });

  const view = (row: LabelRow, fields?: string[]) => viewLabels(context, kind, [row], fields)[0];
  app.post(`${bulk}/create`, async (request) => {
    writer(request);
    const input = body<{ returnEntity?: boolean } & Record<string, Named[]>>(`BulkCreate${Ops}V3Body`, request);
    return runBulk(
      input[many]!,
      (item, i) => {
        const row = createLabel(context, kind, item, `${many}[${i}]`);
        return { id: row.id, item: view(row) };
      },
      input.returnEntity ?? false,
    );
  });
  app.post(`${bulk}/update`, async (request) => {
    writer(request);
    const input = body<{ returnEntity?: boolean } & Fields & Record<string, Array<Record<string, Named | string>>>>(
      `BulkUpdate${Ops}V3Body`,
      request,
    );
    return runBulk(
      input[many]!,
      (wrapper, i) => {
        const path = `${many}[${i}].${one}`;
        const changes = masked(wrapper[one] as Named, wrapper.fieldMask as string | undefined);
        if (!changes.id) throw fieldFailure(`${path}.id`, 'is required', 'REQUIRED_FIELD');
        const row = updateLabelService(context, kind, changes.id, changes, path);
        return { id: row.id, item: view(row, input.fields) };
      },
      input.returnEntity ?? false,
    );
  });
  app.post(`${bulk}/get-or-create`, async (request) => {
    writer(request);
    const input = body<Fields & Record<string, string[]>>(`BulkGetOrCreate${Ops}V3Body`, request);
    return runBulk(
      input[`${one}Names`]!,
      (name, i) => {
        const row = getOrCreateLabel(context, kind, name, `${one}Names[${i}]`);
        return { id: row.id, item: view(row, input.fields) };
      },
      true,
    );
  });
  app.post(`${bulk}/delete`, async (request) => {
    writer(request);
    const input = body<Record<string, string[]>>(`BulkDelete${Ops}V3Body`, request);
    return runBulk(
      input[`${one}Ids`]!,
      (id) => {
        deleteLabelService(context, kind, id);
        return { id };
      },
      false,
    );
  });
}
