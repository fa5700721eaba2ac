import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { useAuth, useSiteMutation } from 'sitekit/react';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { takeOAuthData } from '../../lib/oauth-handoff';

/** The hosted login page sends the browser here with a code; it becomes member tokens. */
export function HostedLoginCallbackPage() {
  const { auth } = useAuth();
  const navigate = useNavigate();
  const exchange = useSiteMutation(async () => {
    const response = auth.parseFromUrl(window.location.href, 'fragment');
    if (response.error) throw new Error(response.errorDescription ?? response.error);
    const oauthData = takeOAuthData();
    if (!oauthData) throw new Error('This login was not started in this tab, or it has already finished.');
    await auth.setTokens(await auth.getMemberTokens(response.code, response.state, oauthData));
    return oauthData.originalUri || '/account';
  });
  // The code is single-use: exchange it once, even when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchange.mutate(undefined, { onSuccess: (to) => navigate(to, { replace: true }) });
  }, [exchange, navigate]);

  if (exchange.isError)
    return (
      <section className="narrow">
        <ErrorState error={exchange.error} title="The login did not complete" />
        <Link to="/account/login">Try again</Link>
      </section>
    );
  return <LoadingState label="Finishing your login…" />;
}
