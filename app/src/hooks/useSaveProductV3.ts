import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProductV3 } from 'sitekit';
import { useBulkSetItemCategories, useCreateProductV3, useUpdateProductV3 } from 'sitekit/react';
import { productItems } from '../lib/category-form';
import { plainIssues, plainSaveError, type PlainViolation } from '../lib/plain-violations';
import { PRODUCT_FIELDS_V3 } from '../lib/product-fields-v3';
import {
  newProductV3,
  PRODUCT_EDITOR_FIELDS_V3,
  productUpdateV3,
  type ProductReferencesV3,
  type ProductValuesV3,
} from '../lib/product-form-v3';
import { zProductV3Writable } from '../lib/schemas';
import { TREE } from '../lib/shop-categories-v3';

const FIELDS = { fields: [...PRODUCT_EDITOR_FIELDS_V3] };

/** A save's outcome as the form shows it: one sentence, good or bad. */
export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string } | undefined;

/** Puts each violation on its form field; the ones of no field are returned. */
function markFields(form: UseFormReturn<ProductValuesV3>, violations: PlainViolation[]): PlainViolation[] {
  const unplaced = violations.filter((violation) => !violation.field);
  for (const { field, message } of violations)
    if (field) form.setError(field as keyof ProductValuesV3, { type: 'refused', message });
  return unplaced;
}

/**
 * Creates or updates a v3 product from the details form: the body is checked with the generated product schema
 * before it is sent, its categories are set after the product is saved, and a refusal lands on the fields it names.
 * The form keeps what the merchant typed whatever happens.
 */
export function useSaveProductV3(product: ProductV3 | undefined, references: ProductReferencesV3) {
  const create = useCreateProductV3();
  const update = useUpdateProductV3();
  const setCategories = useBulkSetItemCategories();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const pending = create.isPending || update.isPending || setCategories.isPending;

  const fail = (form: UseFormReturn<ProductValuesV3>, error: unknown) => {
    const { violations, summary } = plainSaveError(error, PRODUCT_FIELDS_V3);
    const unplaced = markFields(form, violations);
    setOutcome({ ok: false, message: [summary, ...unplaced.map((v) => v.message)].join(' ') });
  };

  const save = async (
    values: ProductValuesV3,
    form: UseFormReturn<ProductValuesV3>,
  ): Promise<ProductV3 | undefined> => {
    setOutcome(undefined);
    const body = product ? productUpdateV3(product, values, references) : newProductV3(values, references);
    const checked = zProductV3Writable.safeParse(body);
    if (!checked.success) {
      console.error('The product form built a body the contract refuses:', checked.error.issues);
      const unplaced = markFields(form, plainIssues(checked.error.issues, PRODUCT_FIELDS_V3));
      setOutcome({
        ok: false,
        message: ['Nothing was saved: correct the fields marked.', ...unplaced.map((v) => v.message)].join(' '),
      });
      return undefined;
    }
    let saved: ProductV3;
    try {
      saved = product
        ? await update.mutateAsync([product.id!, body, FIELDS])
        : await create.mutateAsync([body as Parameters<typeof create.mutateAsync>[0][0], FIELDS]);
    } catch (error) {
      fail(form, error);
      return undefined;
    }
    const categoriesSaved = await saveCategories(saved, values.categoryIds, product).then(
      () => true,
      (error: unknown) => {
        fail(form, error);
        return false;
      },
    );
    if (categoriesSaved) setOutcome({ ok: true, message: product ? 'Product saved.' : 'Product created.' });
    return saved;
  };

  /** The product's direct categories become the ones ticked, in one call, when they changed. */
  async function saveCategories(saved: ProductV3, ticked: string[], previous: ProductV3 | undefined) {
    const before = (previous?.directCategoriesInfo?.categories ?? []).map((category) => category.id!);
    if (before.length === ticked.length && before.every((id) => ticked.includes(id))) return;
    await setCategories.mutateAsync([productItems([saved.id!])[0]!, { categoryIds: ticked, ...TREE }]);
  }

  const clearOutcome = useCallback(() => setOutcome(undefined), []);
  return { save, pending, outcome, clearOutcome };
}
