import { Link } from 'react-router';
import { useGetCollectionBySlug } from 'sitekit/react';
import { errorMessage } from '../../lib/error-message';

/** One known collection in the list, read by its slug. */
export function CollectionRow({ slug }: { slug: string }) {
  const { data, error, isPending } = useGetCollectionBySlug(slug);
  const collection = data?.collection;
  return (
    <tr>
      <th scope="row">{collection ? <Link to={`/manage/collections/${slug}`}>{collection.name}</Link> : slug}</th>
      <td>{slug}</td>
      <td>
        {isPending ? (
          'Loading…'
        ) : error ? (
          <span className="field-error">{errorMessage(error)}</span>
        ) : (
          (collection?.numberOfProducts ?? '—')
        )}
      </td>
      <td>{collection ? (collection.visible === false ? 'Hidden' : 'Visible') : ''}</td>
    </tr>
  );
}
