import { Form } from 'react-router';
import { useFormBusy } from '../../hooks/useFormBusy';

/** Log in on the platform's own login page; it sends the browser back to the callback with a code. */
export function HostedLoginButton({ returnTo }: { returnTo: string }) {
  const busy = useFormBusy('hosted');
  return (
    <Form method="post" action="/account/login">
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="intent" value="hosted" disabled={busy}>
        {busy ? 'Opening the login page…' : 'Log in with the hosted page'}
      </button>
    </Form>
  );
}
