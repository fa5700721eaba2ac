import { useAddProductMediaToChoices, useRemoveProductMediaFromChoices } from 'sitekit/react';
import type { MediaItem, Product } from 'sitekit';
import { imageUrl, mediaLabel } from '../../lib/product-display';
import { MutationStatus } from '../StatusViews';
import { TableHead } from '../TableHead';
import { Picture } from '../Picture';

const COLUMNS = ['Choice', 'Pictures', 'Attach'];

/** Which pictures each choice shows: attach one of the product's pictures, or detach one. */
export function ChoiceMediaEditor({ product }: { product: Product }) {
  const id = product.id!;
  const attach = useAddProductMediaToChoices();
  const detach = useRemoveProductMediaFromChoices();
  const pictures = product.media?.items ?? [];
  const options = product.productOptions ?? [];
  const nameOf = (item: MediaItem) => {
    const index = pictures.findIndex((picture) => picture.id === item.id);
    return index < 0 ? (item.title ?? 'picture') : mediaLabel(item, index);
  };
  if (options.length === 0) return <p className="muted">Add options first; then each choice can have pictures.</p>;
  return (
    <div>
      <table className="data-table compact row-list" aria-label="Choice pictures">
        <TableHead columns={COLUMNS} />
        <tbody>
          {options.flatMap((option) =>
            (option.choices ?? []).map((choice) => {
              const label = `${option.name}: ${choice.description}`;
              const target = { option: option.name ?? '', choice: choice.description ?? '' };
              const attached: MediaItem[] = choice.media?.items ?? [];
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td data-label="Pictures">
                    <ul className="chip-list" aria-label={`Pictures of ${label}`}>
                      {attached.map((item) => (
                        <li key={item.id} className="chip">
                          <Picture src={imageUrl(item, 'thumbnail')} alt="" width={24} height={24} />
                          <button
                            type="button"
                            aria-label={`Detach ${nameOf(item)} from ${label}`}
                            onClick={() => detach.mutate({ id, media: [{ ...target, mediaIds: [item.id!] }] })}
                          >
                            ×
                          </button>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Attach">
                    <select
                      aria-label={`Attach a picture to ${label}`}
                      value=""
                      onChange={(e) =>
                        e.target.value && attach.mutate({ id, media: [{ ...target, mediaIds: [e.target.value] }] })
                      }
                    >
                      <option value="">Choose a picture…</option>
                      {pictures
                        .filter((picture) => !attached.some((a) => a.id === picture.id))
                        .map((picture) => (
                          <option key={picture.id} value={picture.id}>
                            {nameOf(picture)}
                          </option>
                        ))}
                    </select>
                  </td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
      <MutationStatus error={attach.error ?? detach.error} />
    </div>
  );
}
