import type { EntityKindV3, EntityRowV3 } from '../../lib/entities-v3/entity-kind';
import { useCursorPages } from '../../hooks/useCursorPages';
import { useSelection } from '../../hooks/useSelection';
import { Link } from '../../lib/router';
import { CursorPager } from '../CursorPager';
import { QueryView } from '../QueryView';
import { EmptyState } from '../StatusViews';
import { TableHead } from '../TableHead';
import { BulkDeleteV3 } from './BulkDeleteV3';

const PAGE_SIZE = 10;

/** A v3 entity's table: one page at a time as the platform pages it, rows to select for a bulk delete. */
export function EntityTableV3({ kind }: { kind: EntityKindV3<EntityRowV3> }) {
  const paging = useCursorPages(kind.slug);
  const page = kind.usePage(paging.cursor, PAGE_SIZE);
  const { selected, toggle, clear } = useSelection();
  const selectable = Boolean(kind.useBulkDelete);
  const columns = [...(selectable ? ['Select'] : []), 'Name', ...kind.columns.map((column) => column.label)];
  return (
    <QueryView
      query={page}
      noun={kind.title.toLowerCase()}
      items={(data) => data.items}
      empty={<EmptyState title={`No ${kind.title.toLowerCase()} yet`}>Create one below.</EmptyState>}
    >
      {(data) => (
        <>
          {selectable && <BulkDeleteV3 kind={kind} ids={[...selected]} onDeleted={clear} />}
          <table className="data-table row-list" aria-label={kind.title} aria-busy={page.isFetching}>
            <TableHead columns={columns} />
            <tbody>
              {data.items.map((entity) => (
                <tr key={entity.id} aria-selected={selectable ? selected.has(entity.id!) : undefined}>
                  {selectable && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${kind.nameOf(entity)}`}
                        checked={selected.has(entity.id!)}
                        onChange={() => toggle(entity.id!)}
                      />
                    </td>
                  )}
                  <th scope="row">
                    <Link to={`/manage/${kind.slug}/${entity.id}`}>{kind.nameOf(entity)}</Link>
                  </th>
                  {kind.columns.map((column) => (
                    <td key={column.label} data-label={column.label}>
                      {column.value(entity)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <CursorPager
            label={`${kind.title} pages`}
            paging={paging}
            next={data.next}
            pageSize={PAGE_SIZE}
            busy={page.isPlaceholderData}
          />
        </>
      )}
    </QueryView>
  );
}
