import { data } from 'react-router';

/** Any address the app has no page for answers 404, shown by the pages' error boundary (routes/pages.tsx). */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
