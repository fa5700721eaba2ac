import type { OperationEntry } from '../../../scripts/lib/contract-operations.js';
import type { ApiKeyAuth, SiteClient } from '../../../src/index.js';
import { namedEntities, parameterExamples, requestBodyExample } from '../../support/named-entities-v3.js';
import { exampleChoiceId, exampleString } from './contract-examples.js';

export type SiteCall = [expected: string, run: (site: SiteClient<ApiKeyAuth>) => Promise<unknown>];

const CHOICE = exampleChoiceId(0);
const OTHER_CHOICE = exampleChoiceId(1);
const SAND = { choiceType: 'ONE_COLOR' as const, name: 'Sand', colorCode: '#D8C3A5' };
const CUSTOMIZATION = exampleString('Customization', 'id');
const CUSTOMIZATION_PATH = `/stores/v3/customizations/${CUSTOMIZATION}`;

type Method = (...args: unknown[]) => Promise<unknown>;

/** The request a GET read carries whole in its `.r` parameter (base64url of its JSON), as the contract shows it. */
const wholeRequest = (dotR: unknown): object =>
  typeof dotR === 'string' ? (JSON.parse(Buffer.from(dotR, 'base64url').toString('utf8')) as object) : {};

/**
 * The call of an operation's method (`x-sitekit.method`) with the contract's examples: its `arguments` in order
 * (a path parameter or a body field), then an options object of its `options` that the examples show.
 */
function exampleCall(entry: OperationEntry): SiteCall {
  const { module, method, arguments: names = [], options = [] } = entry.op['x-sitekit']!;
  const path = parameterExamples(entry, 'path');
  const query = parameterExamples(entry, 'query');
  const wire: Record<string, unknown> = {
    ...query,
    ...wholeRequest(query['.r']),
    ...requestBodyExample(entry),
    ...path,
  };
  const shown = options.filter((name) => wire[name] !== undefined);
  const args = [
    ...names.map((name) => wire[name]),
    ...(shown.length > 0 ? [Object.fromEntries(shown.map((name) => [name, wire[name]]))] : []),
  ];
  const expected = `${entry.method.toUpperCase()} ${entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(path[name]))}`;
  return [expected, (site) => methodOf(site, module, method!)(...args)];
}

function methodOf(site: SiteClient<ApiKeyAuth>, module: string, method: string): Method {
  const calls = (site as unknown as Record<string, Record<string, Method>>)[module]!;
  return calls[method]!.bind(calls);
}

/** Every operation of a shared call form (`x-sitekit.call`) of the named v3 entities, called with its examples. */
const DERIVED_CALLS: SiteCall[] = namedEntities().flatMap(({ operations }) =>
  operations.filter(({ op }) => op['x-sitekit']?.call !== undefined).map(exampleCall),
);

interface QueryBuilder {
  descending(field: string): QueryBuilder;
  limit(count: number): QueryBuilder;
  find(): Promise<unknown>;
}

/**
 * Each named entity's query through its builder, sorted by the last of its `queryFields` and limited
 * (`queryBrands().descending('updatedDate').limit(5).find()`), beside the ready-made query above.
 */
export const V3_ENTITY_QUERY_BUILDERS: SiteCall[] = namedEntities().map(({ module, forms: { query } }) => {
  const { method, queryFields = [] } = query.op['x-sitekit']!;
  return [
    `${query.method.toUpperCase()} ${query.path}`,
    (site) =>
      (methodOf(site, module, method!)() as unknown as QueryBuilder).descending(queryFields.at(-1)!).limit(5).find(),
  ];
});

// The choice calls have no shared call form: a customization's id with choices, choice ids or a revision.
const CHOICE_CALLS: SiteCall[] = [
  [`POST ${CUSTOMIZATION_PATH}/add-choices`, (s) => s.customizationsV3.addCustomizationChoices(CUSTOMIZATION, [SAND])],
  [`POST ${CUSTOMIZATION_PATH}/set-choices`, (s) => s.customizationsV3.setCustomizationChoices(CUSTOMIZATION, [SAND])],
  [
    `POST ${CUSTOMIZATION_PATH}/remove-choices`,
    (s) => s.customizationsV3.removeCustomizationChoices(CUSTOMIZATION, [CHOICE], { revision: '3' }),
  ],
  [
    `POST ${CUSTOMIZATION_PATH}/update-choices`,
    (s) =>
      s.customizationsV3.updateCustomizationChoices(CUSTOMIZATION, '3', {
        choices: [{ choice: { id: CHOICE, primaryChoiceIds: [OTHER_CHOICE] }, fieldMask: ['primaryChoiceIds'] }],
      }),
  ],
  [
    `POST ${CUSTOMIZATION_PATH}/reorder-choices`,
    (s) => s.customizationsV3.reorderCustomizationChoices(CUSTOMIZATION, '3', { choiceIds: [OTHER_CHOICE, CHOICE] }),
  ],
  [
    'POST /stores/v3/bulk/customizations/add-choices',
    (s) => s.customizationsV3.bulkAddCustomizationChoices([{ customizationId: CUSTOMIZATION, choices: [SAND] }]),
  ],
];

/** One call through the site client per brands, ribbons, info-sections and customizations operation. */
export const V3_ENTITY_CALLS: SiteCall[] = [...DERIVED_CALLS, ...CHOICE_CALLS];
