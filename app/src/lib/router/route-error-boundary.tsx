import { Component, createContext, useContext, type ComponentType, type ReactNode } from 'react';

const RouteErrorContext = createContext<unknown>(undefined);

/** The error that made the current page fail, inside the error page. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

interface Props {
  /** The current path: a failed page is left behind when the address changes. */
  pathname: string;
  errorPage: ComponentType;
  children: ReactNode;
}

interface State {
  pathname: string;
  failed?: { error: unknown };
}

/** Shows `errorPage` instead of a page that threw while rendering or loading, until the address changes. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: undefined };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    const ErrorPage = this.props.errorPage;
    return (
      <RouteErrorContext.Provider value={failed.error}>
        <ErrorPage />
      </RouteErrorContext.Provider>
    );
  }
}
