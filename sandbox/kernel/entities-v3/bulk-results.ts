import type { ApplicationError, BulkItemMetadataV3 } from '../../../generated/types.gen.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../errors.js';

export interface BulkResponse<Item> {
  results: Array<{ itemMetadata: BulkItemMetadataV3; item?: Item }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

/** The bulk answer with each result's entity under `name` (`category`, `customization`) instead of `item`. */
export function withItemsNamed<Item, Name extends string>(response: BulkResponse<Item>, name: Name) {
  return {
    results: response.results.map(({ itemMetadata, item }) => ({
      itemMetadata,
      ...(item !== undefined ? ({ [name]: item } as Record<Name, Item>) : {}),
    })),
    bulkActionMetadata: response.bulkActionMetadata,
  };
}

/** The application error a failed item reports: the envelope's own, or the validation summary as a code. */
function itemError(error: unknown): ApplicationError {
  if (error instanceof ApiError) {
    const details = error.body.details;
    if (details?.applicationError) return details.applicationError;
    return { code: 'INVALID_ARGUMENT', description: error.body.message };
  }
  throw error;
}

/**
 * Runs one operation per request element; a failing element becomes a result with `success: false` and its error,
 * never a failed request (the answer is 200 even when some fail). `item` only when asked for. The whole bulk is one
 * transaction and each element a savepoint in it: a failed element stores nothing, and an unexpected error (a 500)
 * stores nothing at all, so a retry cannot duplicate what an earlier element wrote.
 */
export function runBulk<Input, Item>(
  db: Database,
  inputs: readonly Input[],
  operation: (input: Input, index: number) => { id: string; item?: Item },
  returnEntity: boolean,
): BulkResponse<Item> {
  return db.transaction(() => bulkResponseOf(db, inputs, operation, returnEntity));
}

function bulkResponseOf<Input, Item>(
  db: Database,
  inputs: readonly Input[],
  operation: (input: Input, index: number) => { id: string; item?: Item },
  returnEntity: boolean,
): BulkResponse<Item> {
  const results = inputs.map((input, originalIndex) => {
    try {
      const { id, item } = db.transaction(() => operation(input, originalIndex));
      return {
        itemMetadata: { id, originalIndex, success: true },
        ...(returnEntity && item !== undefined ? { item } : {}),
      };
    } catch (error) {
      return { itemMetadata: { originalIndex, success: false, error: itemError(error) } };
    }
  });
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
  };
}
