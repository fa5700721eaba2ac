// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteProvider, useSite } from '../../../src/react/index.js';
import { apiKeySite } from './support/react-site.js';

describe('SiteProvider', () => {
  it('provides the site client', () => {
    const site = apiKeySite();
    const { result } = renderHook(() => useSite(), {
      wrapper: ({ children }: { children: ReactNode }) => <SiteProvider client={site}>{children}</SiteProvider>,
    });
    expect(result.current).toBe(site);
  });

  it('makes its own QueryClient when none is given or enclosing, without query retries', () => {
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => <SiteProvider client={apiKeySite()}>{children}</SiteProvider>,
    });
    expect(result.current).toBeInstanceOf(QueryClient);
    expect(result.current.getDefaultOptions().queries?.retry).toBe(false);
  });

  it('uses the given QueryClient', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SiteProvider client={apiKeySite()} queryClient={queryClient}>
          {children}
        </SiteProvider>
      ),
    });
    expect(result.current).toBe(queryClient);
  });

  it("uses an enclosing QueryClientProvider's client", () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <SiteProvider client={apiKeySite()}>{children}</SiteProvider>
        </QueryClientProvider>
      ),
    });
    expect(result.current).toBe(queryClient);
  });

  it('refuses a client that createSiteClient did not make', () => {
    const fake = { products: {}, collections: {} } as never;
    expect(() =>
      renderHook(() => useSite(), {
        wrapper: ({ children }: { children: ReactNode }) => <SiteProvider client={fake}>{children}</SiteProvider>,
      }),
    ).toThrow(/createSiteClient/);
  });

  it('hooks outside a SiteProvider say so', () => {
    expect(() => renderHook(() => useSite())).toThrow(/inside a <SiteProvider>/);
  });
});
