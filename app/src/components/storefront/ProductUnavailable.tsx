import { isNotFound } from '../../lib/error-message';
import { Link } from '../../lib/router';
import { EmptyState, ErrorState } from '../StatusViews';

interface ProductUnavailableProps {
  /** The read's error; none when the store answered without the product. */
  error: unknown;
  retry: () => void;
}

/**
 * A product page whose product cannot be read: "not found" when the store has no such product (or hides it), an
 * error to try again otherwise; both with the way back to the shop.
 */
export function ProductUnavailable({ error, retry }: ProductUnavailableProps) {
  const back = <Link to="/">Back to the shop</Link>;
  if (!error || isNotFound(error))
    return <EmptyState title="Product not found">This product is not in the shop (any more). {back}</EmptyState>;
  return (
    <>
      <ErrorState error={error} title="This product cannot be shown" onRetry={retry} />
      <p>{back}</p>
    </>
  );
}
