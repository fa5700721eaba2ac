import { useQueryAbandonedCarts } from 'sitekit/react';
import { EmptyState, ErrorState, LoadingState } from '../../components/StatusViews';
import { TableHead } from '../../components/TableHead';
import { formatTotals, totalsOf } from '../../lib/cart-totals';

const CARTS_PER_PAGE = 100;
const COLUMNS = ['Buyer', 'Email', 'Status', 'Abandoned', 'Total'];
const query = { query: { paging: { limit: CARTS_PER_PAGE } } };

const dateTime = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/** Carts buyers left, newest abandonment first, with the totals of abandoned and recovered ones. */
export function AbandonedCartsPage() {
  const carts = useQueryAbandonedCarts(query);
  if (carts.isPending) return <LoadingState label="Loading the abandoned carts…" />;
  if (carts.isError) return <ErrorState error={carts.error} title="The abandoned carts cannot be read" />;
  const items = carts.data.abandonedCarts ?? [];
  const abandoned = totalsOf(items, 'ABANDONED');
  const recovered = totalsOf(items, 'RECOVERED');
  return (
    <div>
      <h1>Abandoned carts</h1>
      <section className="card" aria-label="Abandoned carts">
        {items.length === 0 ? (
          <EmptyState title="No abandoned carts">Carts left for an hour show up here.</EmptyState>
        ) : (
          <table className="data-table row-list" aria-label="Abandoned carts">
            <TableHead columns={COLUMNS} />
            <tbody>
              {items.map((cart) => (
                <tr key={cart.id}>
                  <th scope="row">
                    {[cart.buyerInfo?.firstName, cart.buyerInfo?.lastName].filter(Boolean).join(' ') || 'Unknown buyer'}
                  </th>
                  <td data-label="Email">{cart.buyerInfo?.email ?? '—'}</td>
                  <td data-label="Status">{cart.status === 'RECOVERED' ? 'Recovered' : 'Abandoned'}</td>
                  <td data-label="Abandoned">{dateTime(cart.abandonTime)}</td>
                  <td className="number" data-label="Total">
                    {cart.total ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Still abandoned ({abandoned.count})
                </th>
                <td className="number" aria-label="Abandoned total">
                  {formatTotals(abandoned)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={4}>
                  Recovered ({recovered.count})
                </th>
                <td className="number" aria-label="Recovered total">
                  {formatTotals(recovered)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
        {carts.data.totalResults !== undefined && carts.data.totalResults > items.length && (
          <p className="muted">
            Showing the newest {items.length} of {carts.data.totalResults}.
          </p>
        )}
      </section>
    </div>
  );
}
