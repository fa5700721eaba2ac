import { Form, useNavigation } from 'react-router';

const LOGOUT_PATH = '/account/logout';

/** Logs out on the server (routes/account-logout.tsx), with or without JavaScript. */
export function LogoutForm({ className = 'link-button' }: { className?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === LOGOUT_PATH;
  return (
    <Form method="post" action={LOGOUT_PATH} className="logout-form">
      <button type="submit" className={className} disabled={busy}>
        {busy ? 'Logging out…' : 'Log out'}
      </button>
    </Form>
  );
}
