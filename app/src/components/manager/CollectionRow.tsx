import { Link } from 'react-router';
import { useGetCollectionBySlug } from 'sitekit/react';
import { forgetCollection } from '../../lib/collection-directory';
import { errorMessage } from '../../lib/error-message';

/** One known collection in the list, read by its slug; one that can no longer be read can be forgotten. */
export function CollectionRow({ slug }: { slug: string }) {
  const { data, error, isPending } = useGetCollectionBySlug(slug);
  const collection = data?.collection;
  if (isPending)
    return (
      <tr>
        <th scope="row">{slug}</th>
        <td colSpan={3}>Loading…</td>
      </tr>
    );
  if (error || !collection)
    return (
      <tr>
        <th scope="row">{slug}</th>
        <td colSpan={2} className="field-error">
          {errorMessage(error ?? new Error('The platform sent no collection'))}
        </td>
        <td>
          <button type="button" className="danger-link" onClick={() => forgetCollection(slug)}>
            Forget {slug}
          </button>
        </td>
      </tr>
    );
  return (
    <tr>
      <th scope="row">
        <Link to={`/manage/collections/${slug}`}>{collection.name}</Link>
      </th>
      <td>{slug}</td>
      <td>{collection.numberOfProducts ?? '—'}</td>
      <td>{collection.visible === false ? 'Hidden' : 'Visible'}</td>
    </tr>
  );
}
