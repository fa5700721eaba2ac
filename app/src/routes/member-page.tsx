import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches, type MetaArgs } from 'react-router';
import { LoadingState } from '../components/StatusViews';
import { staticPageMeta } from '../lib/seo/static-page-heads';
import { NotFoundPage } from '../pages/RouteErrorPage';

const onDemand = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));

/** Each member page by its route's id (app/src/routes.ts), its code loaded when it is first shown. */
const PAGES: Record<string, ComponentType> = {
  'account/': onDemand(() => import('../pages/account/AccountPage'), 'AccountPage'),
  'account/login': onDemand(() => import('../pages/account/LoginPage'), 'LoginPage'),
  'account/register': onDemand(() => import('../pages/account/RegisterPage'), 'RegisterPage'),
  'account/callback': onDemand(() => import('../pages/account/HostedLoginCallbackPage'), 'HostedLoginCallbackPage'),
  'account/forgot-password': onDemand(() => import('../pages/account/ForgotPasswordPage'), 'ForgotPasswordPage'),
  'account/reset-password': onDemand(() => import('../pages/account/ResetPasswordPage'), 'ResetPasswordPage'),
};

export const meta = (args: MetaArgs) => staticPageMeta(args.matches.at(-1)?.id ?? '', args);

export default function MemberPage() {
  const Page = PAGES[useMatches().at(-1)?.id ?? ''] ?? NotFoundPage;
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
