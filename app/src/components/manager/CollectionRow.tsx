import { Link } from '../../lib/router';
import type { Collection } from 'sitekit';

/** One collection in the manager's list, as the collections query answered it. */
export function CollectionRow({ collection }: { collection: Collection }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/manage/collections/${collection.slug}`}>{collection.name}</Link>
      </th>
      <td data-label="Slug">{collection.slug}</td>
      <td data-label="Products">{collection.numberOfProducts ?? '—'}</td>
      <td data-label="Visibility">{collection.visible === false ? 'Hidden' : 'Visible'}</td>
    </tr>
  );
}
