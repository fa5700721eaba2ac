import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ProductV3 } from 'sitekit';
import { useProductReferencesV3 } from '../../hooks/useProductReferencesV3';
import { useSaveProductV3 } from '../../hooks/useSaveProductV3';
import { hasOwnPrices } from '../../lib/product-prices-v3';
import { EMPTY_PRODUCT_V3, productRulesV3, productValuesV3, type ProductValuesV3 } from '../../lib/product-form-v3';
import { FormField, InputField } from '../FormField';
import { SubmitButton } from '../SubmitButton';
import { CheckboxListField } from './CheckboxListField';
import { PicturesFieldV3 } from './PicturesFieldV3';
import { RichTextFormField } from '../manager/RichTextField';
import { SaveOutcomeView } from './SaveOutcomeView';
import { useReportUnsaved } from '../manager/UnsavedChangesGuard';

// `raw`: the rules check the values but the form keeps all of them (the schema names only the fields it checks).
const resolver = zodResolver(productRulesV3, undefined, { raw: true }) as unknown as Resolver<ProductValuesV3>;

interface ProductDetailsFormV3Props {
  /** The saved product; none for a new one. */
  product?: ProductV3;
  submitLabel: string;
  /** Told once the product is saved (a new product's id, to open its editor). */
  onSaved?: (product: ProductV3) => void;
}

/** One titled group of the form. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A v3 product's details in one form, saved in one update: name, address, description, type and visibility; price;
 * brand and ribbon (an existing one or a new name); pictures; categories, info sections and customizations. Every
 * field is checked before anything is sent, and a refused save keeps what was typed, marked where it was refused.
 */
export function ProductDetailsFormV3({ product, submitLabel, onSaved }: ProductDetailsFormV3Props) {
  const { references, infoSections, categories } = useProductReferencesV3();
  const saver = useSaveProductV3(product, references);
  const form = useForm<ProductValuesV3>({
    resolver,
    defaultValues: product ? productValuesV3(product) : EMPTY_PRODUCT_V3,
  });
  const { errors, isDirty } = form.formState;
  useReportUnsaved('product details', isDirty);
  const field = (name: keyof ProductValuesV3) => ({
    ...form.register(name),
    error: errors[name] as { message?: string },
  });
  const variantPrices = product !== undefined && hasOwnPrices(product);
  const { clearOutcome } = saver;
  // A change after a save makes its outcome old news.
  useEffect(() => {
    if (isDirty) clearOutcome();
  }, [isDirty, clearOutcome]);

  const submit = form.handleSubmit(async (values) => {
    const saved = await saver.save(values, form);
    if (!saved) return;
    // The categories were set after the product: the form keeps the ticked ones.
    form.reset({ ...productValuesV3(saved), categoryIds: values.categoryIds });
    onSaved?.(saved);
  });

  return (
    <form className="product-form product-form-v3" onSubmit={submit} noValidate aria-label="Product details">
      <Group title="Basics">
        <InputField label="Name" {...field('name')} />
        <InputField
          label="Address in the shop"
          hint="The end of the product page’s address. Left empty, it is made from the name."
          {...field('slug')}
        />
        <div className="field-row">
          <FormField label="Product type" error={errors.productType}>
            {(ids) => (
              <select {...ids} {...form.register('productType')} disabled={product !== undefined}>
                <option value="PHYSICAL">Physical (shipped)</option>
                <option value="DIGITAL">Digital (downloaded)</option>
              </select>
            )}
          </FormField>
          <label className="checkbox">
            <input type="checkbox" {...form.register('visible')} /> Visible in the shop
          </label>
        </div>
        <RichTextFormField
          control={form.control}
          name="plainDescription"
          label="Description"
          error={form.formState.errors.plainDescription}
        />
      </Group>
      <Group title="Price">
        {variantPrices ? (
          <p className="hint">
            This product has options: each variant has its own price, under “Options and variants”.
          </p>
        ) : (
          <div className="field-row">
            <InputField label="Price" inputMode="decimal" {...field('price')} />
            <InputField
              label="Compare-at price"
              inputMode="decimal"
              hint="Shown struck through when above the price."
              {...field('compareAtPrice')}
            />
          </div>
        )}
      </Group>
      <Group title="Brand and ribbon">
        <div className="field-row">
          <InputField label="Brand" list="brand-names" hint="Pick one or type a new name." {...field('brand')} />
          <InputField
            label="Ribbon"
            list="ribbon-names"
            hint="A short label such as “Sale”: pick one or type a new one."
            {...field('ribbon')}
          />
        </div>
        <datalist id="brand-names">
          {references.brands.map((brand) => (
            <option key={brand.id} value={brand.name} />
          ))}
        </datalist>
        <datalist id="ribbon-names">
          {references.ribbons.map((ribbon) => (
            <option key={ribbon.id} value={ribbon.name} />
          ))}
        </datalist>
      </Group>
      <Group title="Pictures">
        <PicturesFieldV3 form={form} />
      </Group>
      <Group title="Categories">
        <CheckboxListField
          form={form}
          name="categoryIds"
          label="Categories"
          choices={categories.map((category) => ({ id: category.id!, label: category.name ?? '' }))}
          empty="The store has no categories yet."
        />
      </Group>
      <Group title="Info sections and customizations">
        <CheckboxListField
          form={form}
          name="infoSectionIds"
          label="Info sections"
          choices={infoSections.map((section) => ({
            id: section.id!,
            label: section.title ?? section.uniqueName ?? '',
          }))}
          empty="The store has no info sections yet."
        />
        <CheckboxListField
          form={form}
          name="modifierIds"
          label="Customizations the buyer fills in"
          choices={references.modifiers.map((modifier) => ({ id: modifier.id!, label: modifier.name ?? '' }))}
          empty="The store has no customizations of this kind yet."
        />
      </Group>
      <div className="form-actions">
        <SubmitButton busy={saver.pending} label={submitLabel} />
        <SaveOutcomeView outcome={saver.outcome} />
      </div>
    </form>
  );
}
