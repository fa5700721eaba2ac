// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  Link,
  Navigate,
  navigate,
  NavLink,
  Outlet,
  Router,
  useParams,
  useRouteError,
  useSearchParams,
  type Route,
} from '../../../../../app/src/lib/router/index.js';

function Layout() {
  return (
    <div>
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/manage">Manage</NavLink>
      <Link to="/products/p1">First product</Link>
      <Outlet />
    </div>
  );
}
const Home = () => <h1>Home page</h1>;
const Product = () => <h1>Product {useParams().productId}</h1>;
function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams({ q: 'tea' }), { replace: true })}>
      query {params.get('q') ?? 'none'}
    </button>
  );
}
let areaMounts = 0;
function Area() {
  useEffect(() => {
    areaMounts += 1;
  }, []);
  return (
    <section aria-label="Area">
      <Outlet />
    </section>
  );
}
function Broken(): never {
  throw new Error('page crashed');
}
const ErrorPage = () => <p role="alert">Failed: {(useRouteError() as Error).message}</p>;

const routes: Route[] = [
  { path: '/', page: Home },
  { path: '/products/:productId', page: Product },
  { path: '/search', page: Search },
  { path: '/manage', page: () => <Navigate to="/manage/items" replace />, area: Area },
  { path: '/manage/items', page: () => <p>Items</p>, area: Area },
  { path: '/manage/items/:itemId', page: () => <p>Item {useParams().itemId}</p>, area: Area },
  { path: '/broken', page: Broken },
];

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <Router
      layout={Layout}
      routes={routes}
      notFound={() => <p>Not found</p>}
      errorPage={ErrorPage}
      loading={<p>Loading</p>}
    />,
  );
}

describe('the app router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('renders the matched page in the layout, with its parameters, and follows a plain click without reloading', () => {
    renderAt('/');
    expect(screen.getByRole('heading').textContent).toBe('Home page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(fireEvent.click(screen.getByRole('link', { name: 'First product' }))).toBe(false);
    expect(window.location.pathname).toBe('/products/p1');
    expect(screen.getByRole('heading').textContent).toBe('Product p1');
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('');
  });

  it('leaves a modified click to the browser', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'First product' });
    const followedByBrowser = fireEvent.click(link, { ctrlKey: true }); // false when the router prevented it
    expect(followedByBrowser).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe('Home page');
  });

  it('follows the back button and says when nothing matches', () => {
    renderAt('/');
    act(() => navigate('/nowhere'));
    expect(screen.getByText('Not found')).toBeTruthy();
    act(() => {
      window.history.back();
    });
    return expect.poll(() => screen.queryByText('Home page')).toBeTruthy();
  });

  it('renders an area around its pages, redirects from its index, and marks its NavLink active below it', () => {
    renderAt('/manage');
    expect(window.location.pathname).toBe('/manage/items');
    expect(screen.getByRole('region', { name: 'Area' }).textContent).toBe('Items');
    expect(screen.getByRole('link', { name: 'Manage' }).className).toBe('active');
  });

  it('decodes parameters, keeping one that is not valid percent-encoding as it came, and ignores a trailing slash', () => {
    renderAt('/products/p%201/');
    expect(screen.getByRole('heading').textContent).toBe('Product p 1');
    act(() => navigate('/products/100%'));
    expect(screen.getByRole('heading').textContent).toBe('Product 100%');
  });

  it('keeps an area mounted while moving between its pages', () => {
    renderAt('/manage/items');
    const mountsBefore = areaMounts;
    act(() => navigate('/manage/items/i%2F7'));
    expect(screen.getByRole('region', { name: 'Area' }).textContent).toBe('Item i/7');
    expect(areaMounts).toBe(mountsBefore);
  });

  it('reads and replaces the query string, keeping the path', () => {
    renderAt('/search');
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('query none');
    fireEvent.click(button);
    expect(window.location.pathname + window.location.search).toBe('/search?q=tea');
    expect(button.textContent).toBe('query tea');
  });

  it('shows the error page for a page that throws, and leaves it when the address changes', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      renderAt('/broken');
      expect(screen.getByRole('alert').textContent).toBe('Failed: page crashed');
      act(() => navigate('/'));
      expect(screen.getByRole('heading').textContent).toBe('Home page');
    } finally {
      console.error = quiet;
    }
  });
});
