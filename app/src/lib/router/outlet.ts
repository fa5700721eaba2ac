import { createContext, useContext, type ReactNode } from 'react';

/** What an `<Outlet />` renders: the page inside a layout. */
export const OutletContext = createContext<ReactNode>(null);

export function Outlet() {
  return useContext(OutletContext);
}
