import type { Client } from '../../../generated/client/index.js';
import type { OperationEntry } from '../../../scripts/lib/contract-operations.js';
import { namedEntities, parameterExamples, requestBodyExample } from '../../support/named-entities-v3.js';
import { exampleChoiceId, exampleString } from './contract-examples.js';
import { sampleCalls, type SampleParts } from './sample-calls.js';
import { admin } from './sample-headers.js';

const customizationId = exampleString('Customization', 'id');
const choiceId = exampleChoiceId(0);

/** An operation's request as the contract's examples show it: path and query parameters, body. */
function exampleParts(entry: OperationEntry): object {
  const path = parameterExamples(entry, 'path');
  const query = parameterExamples(entry, 'query');
  const body = requestBodyExample(entry);
  return {
    ...(Object.keys(path).length > 0 && { path }),
    ...(Object.keys(query).length > 0 && { query }),
    ...(body !== undefined && { body }),
  };
}

/** Operations of the shared call forms, and the POST forms of their queries: what the examples alone can send. */
export const derivedSampleOperations = (): OperationEntry[] =>
  namedEntities().flatMap((entity) =>
    entity.operations.filter(({ op }) => op['x-sitekit']?.call !== undefined || op === entity.postForm?.op),
  );

/** One valid request per brands, ribbons, info-sections and customizations operation, through the SDK. */
export function sampleRequestsV3Entities(client: Client): Record<string, () => Promise<unknown>> {
  const derived = Object.fromEntries(
    derivedSampleOperations().map((entry) => [entry.op.operationId!, exampleParts(entry)]),
  ) as SampleParts;
  return sampleCalls(
    client,
    { headers: admin },
    {
      ...derived,
      // The choice operations have no shared call form: their bodies pair a customization with its choices.
      addCustomizationChoicesV3: {
        path: { customizationId },
        body: { customizationId, choices: [{ choiceType: 'ONE_COLOR', name: 'Navy', colorCode: '#1F2A44' }] },
      },
      setCustomizationChoicesV3: {
        path: { customizationId },
        body: {
          customizationId,
          choices: [{ id: choiceId, name: 'Sand', choiceType: 'ONE_COLOR', colorCode: '#D8C3A5' }],
        },
      },
      removeCustomizationChoicesV3: {
        path: { customizationId },
        body: { customizationId, choiceIds: [choiceId], revision: '5' },
      },
      updateCustomizationChoicesV3: {
        path: { customizationId },
        body: {
          customizationId,
          revision: '5',
          choices: [{ choice: { id: choiceId, primaryChoiceIds: [] }, fieldMask: 'primaryChoiceIds' }],
        },
      },
      reorderCustomizationChoicesV3: {
        path: { customizationId },
        body: { customizationId, revision: '5', choiceIds: [choiceId] },
      },
      bulkAddCustomizationChoicesV3: {
        body: {
          customizationsChoices: [
            { customizationId, choices: [{ name: 'Olive', choiceType: 'ONE_COLOR', colorCode: '#708238' }] },
          ],
        },
      },
    },
  );
}
