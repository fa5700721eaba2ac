import type { MetaArgs } from 'react-router';
import { pageMeta, type PageHead } from './page-head';

/**
 * The heads of the pages that have no data of their own to describe them: the member pages by their route ids
 * (app/src/routes.ts), the store manager and the order's thank-you page.
 */
const HEADS: Record<string, PageHead> = {
  'account/': {
    title: 'Your account',
    description: 'Your member account at the shop: your details and how to sign out.',
    private: true,
  },
  'account/login': {
    title: 'Sign in',
    description: 'Sign in to your member account at the shop.',
    private: true,
  },
  'account/register': {
    title: 'Create an account',
    description: 'Become a member of the shop: create an account with your email address.',
    private: true,
  },
  'account/callback': {
    title: 'Signing you in',
    description: 'Finishing your sign-in to the shop.',
    private: true,
  },
  'account/forgot-password': {
    title: 'Forgot your password?',
    description: 'Get an email with a link to choose a new password for your member account.',
    private: true,
  },
  'account/reset-password': {
    title: 'Choose a new password',
    description: 'Choose a new password for your member account at the shop.',
    private: true,
  },
  'account/verify': {
    title: 'Check your email',
    description: 'Enter the code we emailed you to confirm your member account.',
    private: true,
  },
  'manage/sign-in': {
    title: 'Staff sign-in',
    description: 'Sign in to manage the shop.',
    private: true,
  },
  manage: {
    title: 'Store manager',
    description: 'Manage the shop: products, prices, stock and categories.',
    private: true,
  },
  'checkout/thank-you': {
    title: 'Thank you for your order',
    description: 'Your order at the shop is placed.',
    private: true,
  },
};

export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page not found',
  description: 'There is nothing at this address in the shop.',
  private: true,
};

export const ERROR_HEAD: PageHead = {
  title: 'Something went wrong',
  description: 'This page of the shop cannot be shown right now.',
  private: true,
};

/**
 * The meta of a page by its name above, its canonical address the page's own (the root's loader gives the origin);
 * the store's name alone for a route without a head of its own.
 */
export function staticPageMeta(id: string, { matches, location }: Pick<MetaArgs, 'matches' | 'location'>) {
  const head = HEADS[id];
  if (!head) return [];
  const origin = (matches[0]?.loaderData as { origin?: string } | undefined)?.origin;
  return pageMeta({ ...head, ...(origin && { canonicalUrl: new URL(location.pathname, origin).href }) });
}
