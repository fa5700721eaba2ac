import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useAddProductMedia, useRemoveProductMedia } from 'sitekit/react';
import type { Product, ProductMediaInput } from 'sitekit';
import { addMediaForm, choiceKey, choicesOf, type AddMediaValues } from '../../lib/media-form';
import { imageUrl, mediaLabel } from '../../lib/product-display';
import { FormField } from '../FormField';
import { MutationStatus } from '../StatusViews';
import { Picture } from '../Picture';
import { PictureUploadField } from './PictureUploadField';

const resolver = zodResolver(addMediaForm) as unknown as Resolver<AddMediaValues, unknown, ProductMediaInput>;

/** The product's pictures: remove one, add one by URL (optionally for a choice) or upload one from the computer. */
export function MediaEditor({ product }: { product: Product }) {
  const id = product.id!;
  const items = product.media?.items ?? [];
  const form = useForm<AddMediaValues, unknown, ProductMediaInput>({
    resolver,
    defaultValues: { url: '', choice: '' },
  });
  const add = useAddProductMedia({ onSuccess: () => form.reset() });
  const remove = useRemoveProductMedia();
  return (
    <div>
      {items.length === 0 ? (
        <p className="muted">No pictures yet.</p>
      ) : (
        <ul className="media-list" aria-label="Pictures">
          {items.map((item, index) => (
            <li key={item.id}>
              <Picture
                src={imageUrl(item, 'thumbnail')}
                alt=""
                missingLabel={mediaLabel(item, index)}
                width={72}
                height={72}
              />
              <span className="media-title">{mediaLabel(item, index)}</span>
              <button
                type="button"
                className="danger-link"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id, mediaIds: [item.id!] })}
              >
                Remove {mediaLabel(item, index)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={form.handleSubmit((media) => add.mutate({ id, media: [media] }))}
        noValidate
        aria-label="Add a picture"
      >
        <div className="field-row">
          <FormField label="Picture URL" error={form.formState.errors.url}>
            {(ids) => <input {...ids} {...form.register('url')} type="url" placeholder="https://…" />}
          </FormField>
          <FormField label="Show for choice">
            {(ids) => (
              <select {...ids} {...form.register('choice')}>
                <option value="">Every choice</option>
                {choicesOf(product).map(({ option, choice }) => (
                  <option key={choiceKey(option, choice)} value={choiceKey(option, choice)}>
                    {option}: {choice}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add picture'}
          </button>
        </div>
      </form>
      <PictureUploadField onUploaded={({ url }) => add.mutate({ id, media: [{ url }] })} />
      <MutationStatus error={add.error ?? remove.error} />
    </div>
  );
}
