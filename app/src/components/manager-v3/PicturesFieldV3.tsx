import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductValuesV3 } from '../../lib/product-form-v3';
import { mediaSrc } from '../../lib/media-src';
import { isPictureAddress, PICTURE_ADDRESS_MESSAGE } from '../../lib/picture-address';
import { useStore } from '../../store-context';
import { Picture } from '../Picture';
import { PictureUploadField } from '../manager/PictureUploadField';

/**
 * The product's pictures in order (the first is the main one): add one by its address, reorder, give each a text
 * for people who cannot see it, remove one.
 */
export function PicturesFieldV3({ form }: { form: UseFormReturn<ProductValuesV3> }) {
  const { config } = useStore();
  const pictures = useFieldArray({ control: form.control, name: 'media' });
  const urls = useWatch({ control: form.control, name: 'media' });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const errors = form.formState.errors.media;
  const add = () => {
    if (!draft.trim()) return;
    if (!isPictureAddress(draft)) {
      setDraftError(PICTURE_ADDRESS_MESSAGE);
      return;
    }
    pictures.append({ url: draft.trim(), altText: '', mediaId: '' });
    setDraft('');
    setDraftError(undefined);
  };
  return (
    <div className="pictures">
      {pictures.fields.length === 0 && <p className="hint">No pictures yet: the shop shows a placeholder.</p>}
      <ol className="picture-list" aria-label="Pictures">
        {pictures.fields.map((picture, index) => {
          const src = mediaSrc(urls?.[index]?.url ?? picture.url, config.apiUrl);
          const number = index + 1;
          return (
            <li key={picture.id} className="picture-row">
              <Picture
                src={src}
                alt=""
                missingLabel={urls?.[index]?.altText || `Picture ${number}`}
                width={64}
                height={64}
              />
              <div className="picture-fields">
                <label>
                  Address of picture {number}
                  <input
                    {...form.register(`media.${index}.url`)}
                    readOnly={Boolean(picture.mediaId)}
                    aria-invalid={Boolean(errors?.[index]?.url)}
                  />
                </label>
                {errors?.[index]?.url?.message && <small className="field-error">{errors[index].url.message}</small>}
                <label>
                  Text for picture {number}
                  <input {...form.register(`media.${index}.altText`)} placeholder="What it shows" />
                </label>
              </div>
              <div className="picture-actions">
                <button type="button" disabled={index === 0} onClick={() => pictures.move(index, index - 1)}>
                  Move picture {number} up
                </button>
                <button
                  type="button"
                  disabled={index === pictures.fields.length - 1}
                  onClick={() => pictures.move(index, index + 1)}
                >
                  Move picture {number} down
                </button>
                <button type="button" className="danger" onClick={() => pictures.remove(index)}>
                  Remove picture {number}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="inline-form">
        <label>
          New picture’s address
          <input
            type="url"
            value={draft}
            placeholder="https://…"
            aria-invalid={Boolean(draftError)}
            aria-describedby={draftError ? 'new-picture-error' : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
        </label>{' '}
        <button type="button" onClick={add}>
          Add picture
        </button>
        {draftError && (
          <small id="new-picture-error" className="field-error">
            {draftError}
          </small>
        )}
      </div>
      <PictureUploadField onUploaded={({ id, url }) => pictures.append({ url, altText: '', mediaId: id })} />
      {errors?.message && <small className="field-error">{errors.message}</small>}
    </div>
  );
}
