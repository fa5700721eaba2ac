import { LogoutForm } from '../../components/account/LogoutForm';
import type { MemberProfile } from '../../lib/server/member-cookies';
import { Link } from '../../lib/router';

/** The signed-in member's page (its loader sends visitors to the sign-in). */
export function AccountPage({ member }: { member: MemberProfile | null }) {
  const email = member?.email;
  const name = [member?.firstName, member?.lastName].filter(Boolean).join(' ');
  return (
    <section className="narrow">
      <h1>My account</h1>
      <div className="card">
        {name && <p className="member-name">{name}</p>}
        <p role="status">You are logged in{email ? ` as ${email}` : ''}.</p>
        <p>
          <Link to={`/account/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
            Change your password
          </Link>
        </p>
        <LogoutForm className="" />
      </div>
    </section>
  );
}
